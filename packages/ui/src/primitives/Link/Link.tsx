import type { ReactNode, Ref } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { NewTabHint, StyledLink } from './Link.styles';

/** How a link looks: underlined within text, bold on its own line, or like a `Button`. */
export type LinkVariant = 'inline' | 'standalone' | 'button';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** Destination. App paths navigate client side through react-aria's `RouterProvider`. */
  href?: string;
  /** Look. Default `'inline'`. */
  variant?: LinkVariant;
  /** Emphasis when `variant="button"`. Default `'primary'`. */
  buttonVariant?: ButtonVariant;
  /** Size when `variant="button"`. Default `'md'`. */
  size?: ButtonSize;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so to screen readers. */
  isExternal?: boolean;
  children: ReactNode;
  /** For layout only. */
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The design system's link (react-aria `Link`). Inside the app's react-aria `RouterProvider` an
 * `href` navigates client side; `onPress` runs first (e.g. to record a choice).
 */
export function Link({
  variant = 'inline',
  buttonVariant = 'primary',
  size = 'md',
  isExternal = false,
  children,
  ...rest
}: LinkProps) {
  const intl = useIntl();
  return (
    <StyledLink
      {...rest}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-variant={variant}
      data-button-variant={variant === 'button' ? buttonVariant : undefined}
      data-size={variant === 'button' ? size : undefined}
    >
      {children}
      {isExternal && ' '}
      {isExternal && <NewTabHint>{intl.formatMessage(uiMessages.opensInNewTab)}</NewTabHint>}
    </StyledLink>
  );
}
