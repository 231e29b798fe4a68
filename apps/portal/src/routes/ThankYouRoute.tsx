import { ThankYouScreen, thankYouMessages } from '@partner-portal/forms/partner-registration';
import { useIntl } from 'react-intl';
import { paths } from '../config/paths.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /thank-you: the page after the partner registration, 'Back to Login' leading to /partner-login.
 * Spec: access §2 'Partner registration wizard', §4 'Registration'.
 */
export function ThankYouRoute() {
  const intl = useIntl();
  return (
    <PublicFormLayout title={intl.formatMessage(thankYouMessages.title)}>
      <ThankYouScreen loginHref={paths.partnerLogin} />
    </PublicFormLayout>
  );
}
