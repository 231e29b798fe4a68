import type { IntlShape } from 'react-intl';

export { formatInr, rupeeLocale } from '../operations-shared/money.ts';

/** A calendar day `YYYY-MM-DD` as '25 Nov 2026' ('' for none or an unreadable value). */
export function formatCalendarDay(intl: IntlShape, day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? ''
    : intl.formatDate(date, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** An instant (ISO 8601) as its day and time, e.g. '25 Nov 2026, 10:30 am' ('' for none). */
export function formatInstant(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : intl.formatDate(date, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

/** A month `YYYY-MM` as 'November 2026' ('' for an unreadable value). */
export function formatMonth(intl: IntlShape, month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return '';
  return intl.formatDate(new Date(`${month}-01T00:00:00Z`), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
