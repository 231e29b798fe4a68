import type { PayableQuery } from '@partner-portal/api';
import type { ListState } from '@partner-portal/forms/list-screen';

/** The payables filters of a list state from the URL (`partner`, `month`, `overdue`); a hand-edited bad value is ignored. */
export function payableFilterQuery(state: ListState): Pick<PayableQuery, 'partner' | 'month' | 'overdue'> {
  const { partner, month, overdue } = state.filters;
  return {
    ...(partner && /^\d{1,9}$/.test(partner) ? { partner: Number(partner) } : {}),
    ...(month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
    ...(overdue === 'true' || overdue === 'false' ? { overdue: overdue === 'true' } : {}),
  };
}

/** The filter ids /payables and /paid-invoices keep in the URL. */
export const PAYABLE_FILTERS = ['partner', 'month', 'overdue'] as const;
