import { PrivacyPolicy } from '@partner-portal/forms/legal';
import { useIntl } from 'react-intl';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /privacy-policy: the static privacy policy with the operator's contact from the configuration
 * (`env.legalContact`) and a link to /account-deletion. Spec: access §2 'Static pages', operations §2.
 */
export function PrivacyPolicyRoute() {
  const intl = useIntl();
  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.privacyPolicy)}>
      <PrivacyPolicy accountDeletionHref={paths.accountDeletion} contact={env.legalContact} />
    </PublicFormLayout>
  );
}
