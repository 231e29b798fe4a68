import type { SelectOption } from '@partner-portal/ui/inputs';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { operationsMessages as m } from './messages.ts';

type Labels = Readonly<Record<string, MessageDescriptor>>;

/** Spare statuses of the server (in_stock, in_transit, delivered, returned, doa). */
export const spareStatusLabels: Labels = {
  in_stock: m.spareInStock,
  in_transit: m.spareInTransit,
  delivered: m.spareDelivered,
  returned: m.spareReturned,
  doa: m.spareDoa,
};
/** Project statuses (active, on_hold, closed). */
export const projectStatusLabels: Labels = {
  active: m.projectActive,
  on_hold: m.projectOnHold,
  closed: m.projectClosed,
};
/** Escalation priorities, lowest first. */
export const priorityLabels: Labels = {
  low: m.priorityLow,
  medium: m.priorityMedium,
  high: m.priorityHigh,
  critical: m.priorityCritical,
};
/** Escalation statuses. */
export const escalationStatusLabels: Labels = { open: m.escalationOpen, resolved: m.escalationResolved };
/** Interaction channels. */
export const channelLabels: Labels = {
  call: m.channelCall,
  whatsapp: m.channelWhatsapp,
  email: m.channelEmail,
  visit: m.channelVisit,
};
/** Review states of partner data. */
export const reviewStatusLabels: Labels = {
  pending: m.reviewPending,
  approved: m.reviewApproved,
  rejected: m.reviewRejected,
};
/** Partner statuses. */
export const partnerStatusLabels: Labels = {
  active: m.partnerActive,
  pending: m.partnerPending,
  removal_requested: m.partnerRemovalRequested,
};
/** Actions a SOW subtype can trigger. */
export const sowActionLabels: Labels = {
  send_csat_survey: m.sendCsatSurvey,
  send_service_report: m.sendServiceReport,
  request_spare: m.requestSpare,
  notify_client: m.notifyClient,
  auto_close: m.autoClose,
};

/**
 * The standard SOW subtypes (the server stores their English names, e.g. 'Break-Fix'). Staff may
 * define others (SOW actions), shown as written.
 */
export const sowSubtypeLabels: Labels = {
  'Break-Fix': m.sowBreakFix,
  Installation: m.sowInstallation,
  'Preventive Maintenance': m.sowPreventiveMaintenance,
  'De-installation': m.sowDeinstallation,
  'Site Survey': m.sowSiteSurvey,
};

/** The words of a SOW subtype stored as `value` in the reader's language (as written when not a standard one). */
export function sowSubtypeLabel(intl: IntlShape, value: string | null | undefined): string {
  return labelOf(intl, sowSubtypeLabels, value);
}

/** The label of `value` in `labels`, or the value itself when unknown. */
export function labelOf(intl: IntlShape, labels: Labels, value: string | null | undefined): string {
  if (!value) return '';
  const descriptor = labels[value];
  return descriptor ? intl.formatMessage(descriptor) : value;
}

/** Select options (id = server value) of a label table. */
export function optionsOf(intl: IntlShape, labels: Labels): SelectOption[] {
  return Object.entries(labels).map(([id, descriptor]) => ({ id, label: intl.formatMessage(descriptor) }));
}

/** The SOW subtype actions as select options. */
export function sowActionOptions(intl: IntlShape): SelectOption[] {
  return optionsOf(intl, sowActionLabels);
}
