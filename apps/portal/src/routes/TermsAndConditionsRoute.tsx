import { TermsAndConditions } from '@partner-portal/forms/legal';
import { useIntl } from 'react-intl';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /terms-and-conditions: the static terms (the sign-up's terms checkbox links here), linking the
 * privacy policy and /account-deletion. Spec: access §2 'Static pages', operations §2.
 */
export function TermsAndConditionsRoute() {
  const intl = useIntl();
  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.termsAndConditions)}>
      <TermsAndConditions
        privacyPolicyHref={paths.privacyPolicy}
        accountDeletionHref={paths.accountDeletion}
        contact={env.legalContact}
      />
    </PublicFormLayout>
  );
}
