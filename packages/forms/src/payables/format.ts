import type { IntlShape } from 'react-intl';

/**
 * The locale rupee amounts are written in: Indian English grouping (en-IN: ₹12,34,567.00) for an
 * English interface, the interface's own locale otherwise.
 */
export function rupeeLocale(intl: IntlShape): string {
  return intl.locale === 'en' || intl.locale.startsWith('en-') ? 'en-IN' : intl.locale;
}

/** Rupees with paise in Indian grouping, e.g. '₹12,34,567.50' (Intl.NumberFormat, never hand-made). */
export function formatInr(intl: IntlShape, amount: number): string {
  return new Intl.NumberFormat(rupeeLocale(intl), { style: 'currency', currency: 'INR' }).format(amount);
}

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
