import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  listTitle: { id: 'rateCards.list.title', defaultMessage: 'Rate cards' },
  listDescription: {
    id: 'rateCards.list.description',
    defaultMessage: 'What partners are paid per SOW subtype and region, from each card’s effective date.',
  },
  listEmpty: { id: 'rateCards.list.empty', defaultMessage: 'No rate card' },
  rateId: { id: 'rateCards.field.rateId', defaultMessage: 'Rate card' },
  sowSubtype: { id: 'rateCards.field.sowSubtype', defaultMessage: 'SOW subtype' },
  region: { id: 'rateCards.field.region', defaultMessage: 'Region' },
  regionKind: { id: 'rateCards.field.regionKind', defaultMessage: 'Region type' },
  state: { id: 'rateCards.region.state', defaultMessage: 'State' },
  zone: {
    id: 'rateCards.region.zone',
    defaultMessage: 'Zone',
    description: 'Region kind of a rate card: a zone (group of districts), as opposed to a state',
  },
  baseVisit: { id: 'rateCards.field.baseVisit', defaultMessage: 'Base visit' },
  effective: { id: 'rateCards.field.effective', defaultMessage: 'Effective' },
  status: {
    id: 'rateCards.field.status',
    defaultMessage: 'Status',
    description: 'Column header: status of the rate card (draft, active, expired)',
  },
  active: {
    id: 'rateCards.status.active',
    defaultMessage: 'Active',
    description: 'Rate card status: currently in force (adjective: active)',
  },
  draft: { id: 'rateCards.status.draft', defaultMessage: 'Draft' },
  expired: { id: 'rateCards.status.expired', defaultMessage: 'Expired' },
  openEnded: { id: 'rateCards.openEnded', defaultMessage: 'until further notice' },
  lines: { id: 'rateCards.detail.lines', defaultMessage: 'Rates' },
  item: {
    id: 'rateCards.detail.item',
    defaultMessage: 'Item',
    description: 'Column header in a rate card: the priced item (a kind of visit or work)',
  },
  unit: { id: 'rateCards.detail.unit', defaultMessage: 'Charged' },
  amount: { id: 'rateCards.detail.amount', defaultMessage: 'Amount' },
  perVisit: { id: 'rateCards.unit.perVisit', defaultMessage: 'per visit' },
  perKm: { id: 'rateCards.unit.perKm', defaultMessage: 'per km' },
  perUnit: { id: 'rateCards.unit.perUnit', defaultMessage: 'per unit' },
  perHour: { id: 'rateCards.unit.perHour', defaultMessage: 'per hour' },
  notFound: { id: 'rateCards.detail.notFound', defaultMessage: 'Rate card not found' },
  notFoundHelp: {
    id: 'rateCards.detail.notFoundHelp',
    defaultMessage: 'The link may be old or mistyped. The rate cards list shows every current card.',
  },
  allRateCards: { id: 'rateCards.detail.all', defaultMessage: 'All rate cards' },
  retry: { id: 'rateCards.retry', defaultMessage: 'Retry' },
  loadFailed: { id: 'rateCards.loadFailed', defaultMessage: 'Not loaded' },
  plansTitle: { id: 'rateCards.plans.title', defaultMessage: 'Partner plans' },
  plansDescription: {
    id: 'rateCards.plans.description',
    defaultMessage:
      'Choose how you work with us: each plan’s fee, what it includes and what you keep of each rate.',
  },
  free: { id: 'rateCards.plans.free', defaultMessage: 'No monthly fee' },
  includes: { id: 'rateCards.plans.includes', defaultMessage: 'Includes' },
  ratesTitle: { id: 'rateCards.plans.rates', defaultMessage: 'Base visit rates that apply' },
  plansEmpty: { id: 'rateCards.plans.empty', defaultMessage: 'No plan yet' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  detailTitle: { rateId: string };
  monthlyFee: { amount: string };
  commission: { percent: string };
  range: { from: string; to: string };
  effectiveRange: { from: string; to: string };
  youKeep: { plan: string };
};

const withValues = defineMessages<WithValues>({
  detailTitle: { id: 'rateCards.detail.title', defaultMessage: 'Rate card {rateId}' },
  monthlyFee: { id: 'rateCards.plans.monthlyFee', defaultMessage: '{amount} a month' },
  commission: { id: 'rateCards.plans.commission', defaultMessage: 'Platform commission {percent}' },
  range: { id: 'rateCards.range', defaultMessage: '{from} – {to}' },
  effectiveRange: { id: 'rateCards.effectiveRange', defaultMessage: '{from} to {to}' },
  youKeep: { id: 'rateCards.plans.youKeep', defaultMessage: 'You keep ({plan})' },
});

/** Type of {@link rateCardMessages}. */
export type RateCardMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/** Texts of the rate cards, one rate card and the partner plans (issue 14; the spec words none). */
export const rateCardMessages: RateCardMessages = { ...plain, ...withValues };
