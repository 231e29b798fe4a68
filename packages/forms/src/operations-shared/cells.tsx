import { Badge, type BadgeTone } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';

// Cell renderers the operations lists share. Forms import no api types (eslint: forms may import
// only `@partner-portal/api/validation`): each feature's row type is the part of the api's
// camelCase domain type its list shows, so the portal passes api rows unmapped. Sortable column
// ids are the server's ordering names (the list contract of `ListQuery.ordering`).

/** A day ('12 Mar 2026'), or '—' without a value. */
export const date = (intl: IntlShape, value: string | null) =>
  value ? intl.formatDate(value, { dateStyle: 'medium' }) : '—';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** A day and time, or '—' without a value. */
export const dateTime = (intl: IntlShape, value: string | null) =>
  value ? intl.formatDate(value, DATE_TIME) : '—';

/** A span of two day-times in the style of {@link dateTime} ('26 Nov 2026, 10:00 – 12:00'). */
export const dateTimeRange = (intl: IntlShape, start: Date, end: Date) =>
  intl.formatDateTimeRange(start, end, DATE_TIME);

const tones: Record<string, BadgeTone> = {
  active: 'success',
  approved: 'success',
  delivered: 'success',
  resolved: 'success',
  in_stock: 'info',
  in_transit: 'info',
  pending: 'warning',
  on_hold: 'warning',
  medium: 'warning',
  open: 'warning',
  removal_requested: 'warning',
  high: 'error',
  critical: 'error',
  doa: 'error',
  rejected: 'error',
};

/** A status badge: `text` shown, toned by the server's status `value`. */
export const badge = (text: string, value: string) => <Badge tone={tones[value] ?? 'neutral'}>{text}</Badge>;
