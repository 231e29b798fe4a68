import {
  PartnerRegistrationWizard,
  partnerRegistrationMessages as m,
} from '@partner-portal/forms/partner-registration';
import { useIntl } from 'react-intl';
import { usePartnerRegistrationWizard } from '../lib/usePartnerRegistrationWizard.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /partner-registration: the registration wizard (packages/forms) wired to the API, the kept
 * draft and the redirect to /thank-you by {@link usePartnerRegistrationWizard}.
 * Spec: access §2 'Partner registration wizard', §3, §4 'Registration', §7, §8, §9.
 */
export function PartnerRegistrationRoute() {
  const intl = useIntl();
  const wizard = usePartnerRegistrationWizard();
  return (
    <PublicFormLayout title={intl.formatMessage(m.title)}>
      <PartnerRegistrationWizard {...wizard} />
    </PublicFormLayout>
  );
}
