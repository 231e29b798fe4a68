import type { IntlShape } from 'react-intl';
import { formatInr } from '../operations-shared/money.ts';

/** Rupees as the interface language writes them (e.g. '₹1,250.00'; Indian grouping in English). */
export function formatRupees(intl: IntlShape, amount: number): string {
  return formatInr(intl, amount);
}

/** A calendar date of an ISO date-time (e.g. '12 Jan 2026'), '' for an unreadable value. */
export function formatDay(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : intl.formatDate(date, { day: '2-digit', month: 'short', year: 'numeric' });
}
