import { useFinanceDashboard } from '@partner-portal/api/hooks';
import { FinanceDashboard } from '@partner-portal/forms/payables';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';

/**
 * /finance-dashboard (finance_user only): partner payables to pay, overdue and paid, by invoice
 * month and by partner (GET /finance/finance-dashboard/), each month and partner linking to the
 * filtered /payables. Spec: operations §2 'Finance menu' (Dashboard), §6. Issue 14.
 */
export function FinanceDashboardRoute() {
  const intl = useIntl();
  const read = useFinanceDashboard();
  const payablesHref = useCallback(
    ({ month, partner, overdue }: { month?: string; partner?: number; overdue?: boolean }) => {
      const params = new URLSearchParams();
      if (month) params.set('month', month);
      if (partner !== undefined) params.set('partner', String(partner));
      if (overdue) params.set('overdue', 'true');
      const search = params.toString();
      return search ? `/payables?${search}` : '/payables';
    },
    [],
  );
  return (
    <FinanceDashboard
      data={read.data}
      isLoading={read.isLoading}
      error={read.error ? listFailureText(intl, read.error) : null}
      onRetry={() => void read.mutate()}
      payablesHref={payablesHref}
    />
  );
}
