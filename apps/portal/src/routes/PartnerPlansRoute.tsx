import { usePartnerPlans } from '@partner-portal/api/hooks';
import { PartnerPlans } from '@partner-portal/forms/rate-cards';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';

/**
 * /partner-plans (project_manager, coordinator, admin, internal_agent, partner; operations §6):
 * the plans a partner can join and the base rates they apply to. A signed-out visitor's
 * partnerPlans flag leads here after sign-in (access §3, §4). GET /management/partner-plans/ (issue 14).
 */
export function PartnerPlansRoute() {
  const intl = useIntl();
  const read = usePartnerPlans();
  return (
    <PartnerPlans
      data={read.data}
      isLoading={read.isLoading}
      error={read.error ? listFailureText(intl, read.error) : null}
      onRetry={() => void read.mutate()}
    />
  );
}
