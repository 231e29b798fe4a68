import { Alert, Button } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { errorMessages } from './messages.ts';

/** Props of {@link UserInfoAlert}. */
export interface UserInfoAlertProps {
  /** 'Try again': loads the logged-in user info again. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * The shell's notice when the logged-in user info call fails with anything but a 401 (which signs
 * the user out instead): 'Something went wrong ! please try again.' with a 'Try again' button. The
 * session and the page stay as they are. Spec: access §3 'Logged-in user info', §8; operations §8.
 */
export function UserInfoAlert({ onRetry }: UserInfoAlertProps) {
  const intl = useIntl();
  return (
    <Alert variant="error">
      {intl.formatMessage(errorMessages.userInfoFailed)}{' '}
      {onRetry ? (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {intl.formatMessage(errorMessages.retry)}
        </Button>
      ) : null}
    </Alert>
  );
}
