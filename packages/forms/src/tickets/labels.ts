import type { SelectOption } from '@partner-portal/ui/inputs';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ticketMessages as m } from './messages.ts';
import type { TicketAction, TicketPriority, TicketStatus } from './types.ts';

/** Labels of the ticket statuses, in lifecycle order. */
export const ticketStatusLabels: Readonly<Record<TicketStatus, MessageDescriptor>> = {
  new: m.statusNew,
  assigned: m.statusAssigned,
  scheduled: m.statusScheduled,
  in_progress: m.statusInProgress,
  on_hold: m.statusOnHold,
  completed: m.statusCompleted,
  qc_passed: m.statusQcPassed,
  qc_rejected: m.statusQcRejected,
  closed: m.statusClosed,
  cancelled: m.statusCancelled,
};

/** Labels of the ticket priorities, lowest first. */
export const ticketPriorityLabels: Readonly<Record<TicketPriority, MessageDescriptor>> = {
  low: m.priorityLow,
  medium: m.priorityMedium,
  high: m.priorityHigh,
  critical: m.priorityCritical,
};

/** Button and menu labels of the ticket transitions. */
export const ticketActionLabels: Readonly<Record<TicketAction, MessageDescriptor>> = {
  assign: m.actionAssign,
  schedule: m.actionSchedule,
  start: m.actionStart,
  hold: m.actionHold,
  resume: m.actionResume,
  complete: m.actionComplete,
  qc_pass: m.actionQcPass,
  qc_reject: m.actionQcReject,
  rework: m.actionRework,
  close: m.actionClose,
  cancel: m.actionCancel,
};

/** Values of the list's SLA filter (the server's `sla` query parameter). */
export type SlaFilter = 'overdue' | 'due_today';

const slaFilterLabels: Readonly<Record<SlaFilter, MessageDescriptor>> = {
  overdue: m.slaOverdue,
  due_today: m.slaDueToday,
};

const options = (intl: IntlShape, labels: Readonly<Record<string, MessageDescriptor>>): SelectOption[] =>
  Object.entries(labels).map(([id, descriptor]) => ({ id, label: intl.formatMessage(descriptor) }));

/** The ticket statuses as select options (id = server value), for the list's status filter. */
export const ticketStatusOptions = (intl: IntlShape) => options(intl, ticketStatusLabels);

/** The priorities as select options (id = server value), lowest first. */
export const ticketPriorityOptions = (intl: IntlShape) => options(intl, ticketPriorityLabels);

/** The SLA filter's options: 'Overdue' (`overdue`) and 'Due today' (`due_today`). */
export const slaFilterOptions = (intl: IntlShape) => options(intl, slaFilterLabels);

/** The label of a status (the value itself when unknown). */
export const ticketStatusText = (intl: IntlShape, status: string) =>
  status in ticketStatusLabels ? intl.formatMessage(ticketStatusLabels[status as TicketStatus]) : status;

/** The label of a priority (the value itself when unknown). */
export const ticketPriorityText = (intl: IntlShape, priority: string) =>
  priority in ticketPriorityLabels
    ? intl.formatMessage(ticketPriorityLabels[priority as TicketPriority])
    : priority;
