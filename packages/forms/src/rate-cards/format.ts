import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatInr } from '../operations-shared/money.ts';
import { rateCardMessages as m } from './messages.ts';

/**
 * An amount of whole paise as rupees: 12345600 -> '₹1,23,456.00' in English (Indian grouping),
 * the interface language's own grouping otherwise. `null` gives '—'.
 */
export const formatPaise = (intl: IntlShape, paise: number | null | undefined): string =>
  paise === null || paise === undefined ? '—' : formatInr(intl, paise / 100, { maximumFractionDigits: 2 });

const labels: Readonly<Record<string, MessageDescriptor>> = {
  state: m.state,
  zone: m.zone,
  active: m.active,
  draft: m.draft,
  expired: m.expired,
  per_visit: m.perVisit,
  per_km: m.perKm,
  per_unit: m.perUnit,
  per_hour: m.perHour,
};

/** The label of a region kind, status or unit of the server (`zone`, `active`, `per_km`...). */
export const rateLabel = (intl: IntlShape, value: string) =>
  labels[value] ? intl.formatMessage(labels[value]) : value;

/** A calendar date 'YYYY-MM-DD' as the interface writes it ('1 Apr 2026'); `null` gives ''. */
export const formatDay = (intl: IntlShape, day: string | null) =>
  day ? intl.formatDate(new Date(`${day}T00:00:00`), { dateStyle: 'medium' }) : '';

/** '1 Apr 2026 to 31 Mar 2027', or '... to until further notice' without an end. */
export const effectiveRange = (intl: IntlShape, from: string, to: string | null) =>
  intl.formatMessage(m.effectiveRange, {
    from: formatDay(intl, from),
    to: to ? formatDay(intl, to) : intl.formatMessage(m.openEnded),
  });
