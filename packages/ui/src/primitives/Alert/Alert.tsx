import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { AlertContent, AlertTitle, StyledAlert } from './Alert.styles';
import { StatusIcon, type StatusVariant } from './StatusIcon';

/** Alert status; decides colours, icon and live-region role. */
export type AlertVariant = StatusVariant;

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Status. Default `'info'`. */
  variant?: AlertVariant;
  /** Bold first line. Without it, screen readers hear the status name ('Error', 'Warning'…) first. */
  title?: ReactNode;
  /** Message. */
  children?: ReactNode;
  /** Id (e.g. for `aria-describedby` from a form). */
  id?: string;
  /** For layout only. */
  className?: string;
}

/**
 * An inline message box (form-level errors such as a failed sign-in, notices). Errors use
 * `role="alert"` (announced at once when rendered); the others use `role="status"` (polite).
 * Status is conveyed by icon, colour and text, never colour alone.
 */
export function Alert({ variant = 'info', title, children, id, className }: AlertProps) {
  const intl = useIntl();
  return (
    <StyledAlert
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      id={id}
      className={className}
    >
      <StatusIcon variant={variant} />
      <AlertContent>
        {title ? (
          <AlertTitle data-alert-title="">{title}</AlertTitle>
        ) : (
          <VisuallyHidden elementType="span">
            {intl.formatMessage(uiMessages.statusPrefix, { status: variant })}{' '}
          </VisuallyHidden>
        )}
        {children && <div>{children}</div>}
      </AlertContent>
    </StyledAlert>
  );
}
