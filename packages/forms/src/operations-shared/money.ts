import type { IntlShape } from 'react-intl';

/**
 * The locale rupee amounts are written in: Indian English grouping (en-IN: ₹12,34,567.00) for an
 * English interface (the spec's amounts are Indian), the interface's own locale otherwise (issue 19).
 */
export function rupeeLocale(intl: IntlShape): string {
  return intl.locale === 'en' || intl.locale.startsWith('en-') ? 'en-IN' : intl.locale;
}

/**
 * Rupees, e.g. '₹12,34,567.50' in English (Intl.NumberFormat in {@link rupeeLocale}, never
 * hand-made); `options` narrows the digits (e.g. `{ maximumFractionDigits: 0 }` for whole rupees).
 */
export function formatInr(
  intl: IntlShape,
  amount: number,
  options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {},
): string {
  return new Intl.NumberFormat(rupeeLocale(intl), { style: 'currency', currency: 'INR', ...options }).format(
    amount,
  );
}
