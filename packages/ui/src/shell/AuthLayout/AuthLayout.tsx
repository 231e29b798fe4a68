import type { ReactNode } from 'react';
import { AuthMain, AuthRoot, BrandPanel, FormPanel, PanelActions } from './AuthLayout.styles';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** Product title: the page's single `h1`, in the brand panel. */
  title: ReactNode;
  /** Tagline under the title. */
  tagline?: ReactNode;
  /** The form (sign-in, sign-up, reset password…), with its own `h2`. */
  children: ReactNode;
  /** Page footer, usually `<Footer year version />`. */
  footer?: ReactNode;
  /** Controls at the top inline-end corner of the form side, e.g. the language picker. */
  actions?: ReactNode;
  /** For layout only. */
  className?: string;
}

/**
 * Layout of the public identity screens (access-identity-onboarding §1-§2: "The sign-in screen
 * shows the product title and a tagline in a left panel"): a brand panel at the inline start (left
 * in LTR, right in Arabic) with the `h1`, and the form on the other side, both in `main`. Below
 * 992px the panels stack, brand first.
 */
export function AuthLayout({ title, tagline, children, footer, actions, className }: AuthLayoutProps) {
  return (
    <AuthRoot className={className}>
      <AuthMain>
        <BrandPanel>
          <h1>{title}</h1>
          {tagline && <p>{tagline}</p>}
        </BrandPanel>
        <FormPanel>
          {actions ? <PanelActions>{actions}</PanelActions> : null}
          <div>{children}</div>
        </FormPanel>
      </AuthMain>
      {footer}
    </AuthRoot>
  );
}
