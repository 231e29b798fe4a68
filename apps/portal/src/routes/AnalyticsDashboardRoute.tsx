import { useDashboardAnalytics } from '@partner-portal/api/hooks';
import { AnalyticsSummary } from '@partner-portal/forms/dashboard-analytics';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';

/**
 * /analytics-dashboard: GET /management/dashboard-analytics/ as a readable summary (projects,
 * tasks, spares, open escalations, invoice requests, work orders not yet invoiced), with Retry
 * after a failure. Spec: operations §2 (analytics-dashboard), §6, §7.
 */
export function AnalyticsDashboardRoute() {
  const intl = useIntl();
  const read = useDashboardAnalytics();
  return (
    <AnalyticsSummary
      data={read.data}
      isLoading={read.isLoading}
      error={read.error ? listFailureText(intl, read.error) : null}
      onRetry={() => void read.mutate()}
    />
  );
}
