import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  listTitle: { id: 'tickets.list.title', defaultMessage: 'Tickets' },
  qcListTitle: { id: 'tickets.list.qcTitle', defaultMessage: 'Tickets waiting for quality review' },
  listEmpty: { id: 'tickets.list.empty', defaultMessage: 'No ticket yet' },
  searchTickets: { id: 'tickets.list.search', defaultMessage: 'Search tickets' },
  ticket: { id: 'tickets.field.ticket', defaultMessage: 'Ticket' },
  project: { id: 'tickets.field.project', defaultMessage: 'Project' },
  client: { id: 'tickets.field.client', defaultMessage: 'Client' },
  customer: { id: 'tickets.field.customer', defaultMessage: 'Customer' },
  district: { id: 'tickets.field.district', defaultMessage: 'District' },
  state: { id: 'tickets.field.state', defaultMessage: 'State' },
  pincode: { id: 'tickets.field.pincode', defaultMessage: 'Pincode' },
  priority: { id: 'tickets.field.priority', defaultMessage: 'Priority' },
  status: {
    id: 'tickets.field.status',
    defaultMessage: 'Status',
    description: 'Column header and filter: status of the ticket',
  },
  sla: {
    id: 'tickets.field.sla',
    defaultMessage: 'SLA',
    description: "Column header: the ticket's SLA due time (service level agreement deadline)",
  },
  partner: { id: 'tickets.field.partner', defaultMessage: 'Partner' },
  engineer: { id: 'tickets.field.engineer', defaultMessage: 'Engineer' },
  visit: { id: 'tickets.field.visit', defaultMessage: 'Visit' },
  updated: { id: 'tickets.field.updated', defaultMessage: 'Updated' },
  caseId: { id: 'tickets.field.caseId', defaultMessage: 'Case ID' },
  sowSubtype: { id: 'tickets.field.sowSubtype', defaultMessage: 'SOW subtype' },
  customerName: { id: 'tickets.field.customerName', defaultMessage: 'Customer name' },
  customerPhone: { id: 'tickets.field.customerPhone', defaultMessage: 'Customer phone' },
  address: { id: 'tickets.field.address', defaultMessage: 'Address' },
  productName: { id: 'tickets.field.productName', defaultMessage: 'Product' },
  productModel: { id: 'tickets.field.productModel', defaultMessage: 'Model' },
  serialNumber: { id: 'tickets.field.serialNumber', defaultMessage: 'Serial number' },
  slaDue: { id: 'tickets.field.slaDue', defaultMessage: 'SLA due' },
  notSet: { id: 'tickets.field.notSet', defaultMessage: 'Not set' },
  notAssigned: { id: 'tickets.field.notAssigned', defaultMessage: 'Not assigned' },

  statusNew: {
    id: 'tickets.status.new',
    defaultMessage: 'New',
    description: 'Ticket status: just created, nobody assigned yet (adjective)',
  },
  statusAssigned: { id: 'tickets.status.assigned', defaultMessage: 'Assigned' },
  statusScheduled: { id: 'tickets.status.scheduled', defaultMessage: 'Scheduled' },
  statusInProgress: { id: 'tickets.status.inProgress', defaultMessage: 'In progress' },
  statusOnHold: { id: 'tickets.status.onHold', defaultMessage: 'On hold' },
  statusCompleted: { id: 'tickets.status.completed', defaultMessage: 'Completed' },
  statusQcPassed: { id: 'tickets.status.qcPassed', defaultMessage: 'QC passed' },
  statusQcRejected: { id: 'tickets.status.qcRejected', defaultMessage: 'QC rejected' },
  statusClosed: {
    id: 'tickets.status.closed',
    defaultMessage: 'Closed',
    description: 'Ticket status: finished and closed (adjective)',
  },
  statusCancelled: { id: 'tickets.status.cancelled', defaultMessage: 'Cancelled' },
  priorityLow: {
    id: 'tickets.priority.low',
    defaultMessage: 'Low',
    description: 'Ticket priority level (adjective: low priority)',
  },
  priorityMedium: { id: 'tickets.priority.medium', defaultMessage: 'Medium' },
  priorityHigh: {
    id: 'tickets.priority.high',
    defaultMessage: 'High',
    description: 'Ticket priority level (adjective: high priority)',
  },
  priorityCritical: { id: 'tickets.priority.critical', defaultMessage: 'Critical' },
  slaOverdue: { id: 'tickets.sla.overdue', defaultMessage: 'Overdue' },
  slaDueToday: { id: 'tickets.sla.dueToday', defaultMessage: 'Due today' },

  actionAssign: { id: 'tickets.action.assign', defaultMessage: 'Assign partner' },
  actionSchedule: { id: 'tickets.action.schedule', defaultMessage: 'Schedule visit' },
  actionStart: { id: 'tickets.action.start', defaultMessage: 'Start work' },
  actionHold: { id: 'tickets.action.hold', defaultMessage: 'Put on hold' },
  actionResume: { id: 'tickets.action.resume', defaultMessage: 'Resume' },
  actionComplete: { id: 'tickets.action.complete', defaultMessage: 'Mark completed' },
  actionQcPass: { id: 'tickets.action.qcPass', defaultMessage: 'Pass QC' },
  actionQcReject: { id: 'tickets.action.qcReject', defaultMessage: 'Reject QC' },
  actionRework: { id: 'tickets.action.rework', defaultMessage: 'Send for rework' },
  actionClose: { id: 'tickets.action.close', defaultMessage: 'Close ticket' },
  actionCancel: { id: 'tickets.action.cancel', defaultMessage: 'Cancel ticket' },
  actionEscalate: { id: 'tickets.action.escalate', defaultMessage: 'Escalate' },
  actionCopyReportLink: {
    id: 'tickets.action.copyReportLink',
    defaultMessage: 'Copy service call report link',
  },
  actionCopySurveyLink: { id: 'tickets.action.copySurveyLink', defaultMessage: 'Copy survey link' },

  cancel: {
    id: 'tickets.dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Button: close the dialog without changing the ticket (verb)',
  },
  required: { id: 'tickets.form.required', defaultMessage: 'This field is required.' },
  reason: { id: 'tickets.dialog.reason', defaultMessage: 'Reason' },
  assignSubmit: {
    id: 'tickets.assign.submit',
    defaultMessage: 'Assign',
    description: 'Button of the assign dialog: assign the ticket to the chosen partner (verb)',
  },
  assignPartner: { id: 'tickets.assign.partner', defaultMessage: 'Partner' },
  assignPartnerRequired: { id: 'tickets.assign.partnerRequired', defaultMessage: 'Choose a partner.' },
  assignLoading: { id: 'tickets.assign.loading', defaultMessage: 'Loading partners' },
  assignEmpty: { id: 'tickets.assign.empty', defaultMessage: 'No partner covers this pincode' },
  assignEmptyHelp: {
    id: 'tickets.assign.emptyHelp',
    defaultMessage: 'Add the pincode to a partner’s work area, then assign the ticket.',
  },
  assignLoadFailed: { id: 'tickets.assign.loadFailed', defaultMessage: 'The partners could not be loaded.' },
  retry: { id: 'tickets.retry', defaultMessage: 'Retry' },
  notRated: { id: 'tickets.assign.notRated', defaultMessage: 'Not rated yet' },
  scheduleSubmit: {
    id: 'tickets.schedule.submit',
    defaultMessage: 'Schedule',
    description: "Button of the schedule dialog: save the visit's date and time (verb)",
  },
  visitStart: { id: 'tickets.schedule.start', defaultMessage: 'Visit starts' },
  visitEnd: { id: 'tickets.schedule.end', defaultMessage: 'Visit ends' },
  visitEndAfterStart: {
    id: 'tickets.schedule.endAfterStart',
    defaultMessage: 'The visit must end after it starts.',
  },
  holdSubmit: { id: 'tickets.hold.submit', defaultMessage: 'Put on hold' },
  holdReason: { id: 'tickets.hold.reason', defaultMessage: 'Reason for the hold' },
  holdIntro: {
    id: 'tickets.hold.intro',
    defaultMessage: 'The SLA keeps running. Say why the work waits, so the next person knows.',
  },
  escalateSubmit: { id: 'tickets.escalate.submit', defaultMessage: 'Escalate' },
  escalateReason: { id: 'tickets.escalate.reason', defaultMessage: 'Reason for the escalation' },
  escalateIntro: {
    id: 'tickets.escalate.intro',
    defaultMessage: 'The ticket joins the escalated tickets until someone resolves it.',
  },
  qcDecision: { id: 'tickets.qc.decision', defaultMessage: 'Decision' },
  qcPass: {
    id: 'tickets.qc.pass',
    defaultMessage: 'Pass',
    description: "QC decision option: the completed work passes quality control (verb/noun 'pass')",
  },
  qcReject: {
    id: 'tickets.qc.reject',
    defaultMessage: 'Reject',
    description: 'QC decision option: the completed work fails quality control and must be redone (verb)',
  },
  qcDecisionRequired: { id: 'tickets.qc.decisionRequired', defaultMessage: 'Choose pass or reject.' },
  qcRemarks: { id: 'tickets.qc.remarks', defaultMessage: 'Remarks' },
  qcRemarksHelp: {
    id: 'tickets.qc.remarksHelp',
    defaultMessage: 'Required to reject: what the engineer must redo.',
  },
  qcReasonRequired: { id: 'tickets.qc.reasonRequired', defaultMessage: 'Say why the work is rejected.' },
  qcSubmit: { id: 'tickets.qc.submit', defaultMessage: 'Save review' },
  cancelTicketSubmit: { id: 'tickets.cancel.submit', defaultMessage: 'Cancel ticket' },
  cancelTicketReason: { id: 'tickets.cancel.reason', defaultMessage: 'Reason for cancelling' },
  cancelTicketIntro: {
    id: 'tickets.cancel.intro',
    defaultMessage: 'A cancelled ticket cannot be reopened.',
  },
  keepTicket: { id: 'tickets.cancel.keep', defaultMessage: 'Keep ticket' },
  saveFailed: { id: 'tickets.saveFailed', defaultMessage: 'Not saved' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  rowActions: { number: string };
  assignTitleOne: { number: string };
  assignTitleMany: { count: number };
  partnerDetail: { district: string; active: number; rating: string };
  ratingValue: { rating: number };
  scheduleTitle: { number: string };
  holdTitle: { number: string };
  escalateTitle: { number: string };
  qcTitle: { number: string };
  cancelTitle: { number: string };
  selectedCount: { count: number };
  tooShort: { min: number };
  tooLong: { max: number };
  visitWindow: { start: string; end: string };
  slaDueIn: { duration: string };
  slaOverdueBy: { duration: string };
  durationDaysHours: { days: number; hours: number };
  durationDays: { days: number };
  durationHoursMinutes: { hours: number; minutes: number };
  durationHours: { hours: number };
  durationMinutes: { minutes: number };
};

const withValues = defineMessages<WithValues>({
  rowActions: { id: 'tickets.list.rowActions', defaultMessage: 'Actions for {number}' },
  assignTitleOne: { id: 'tickets.assign.titleOne', defaultMessage: 'Assign a partner to {number}' },
  assignTitleMany: {
    id: 'tickets.assign.titleMany',
    defaultMessage: 'Assign a partner to {count, plural, one {# ticket} other {# tickets}}',
  },
  partnerDetail: {
    id: 'tickets.assign.partnerDetail',
    defaultMessage:
      '{district} · {active, plural, one {# active ticket} other {# active tickets}} · {rating}',
  },
  ratingValue: { id: 'tickets.assign.rating', defaultMessage: 'Rated {rating} of 5' },
  scheduleTitle: { id: 'tickets.schedule.title', defaultMessage: 'Schedule the visit of {number}' },
  holdTitle: { id: 'tickets.hold.title', defaultMessage: 'Put {number} on hold' },
  escalateTitle: { id: 'tickets.escalate.title', defaultMessage: 'Escalate {number}' },
  qcTitle: { id: 'tickets.qc.title', defaultMessage: 'Quality review of {number}' },
  cancelTitle: { id: 'tickets.cancel.title', defaultMessage: 'Cancel {number}' },
  selectedCount: {
    id: 'tickets.bulk.selected',
    defaultMessage: '{count, plural, one {# selected} other {# selected}}',
  },
  tooShort: { id: 'tickets.form.tooShort', defaultMessage: 'Enter at least {min} characters.' },
  tooLong: { id: 'tickets.form.tooLong', defaultMessage: 'Enter at most {max} characters.' },
  visitWindow: { id: 'tickets.field.visitWindow', defaultMessage: '{start} to {end}' },
  slaDueIn: { id: 'tickets.sla.dueIn', defaultMessage: 'Due in {duration}' },
  slaOverdueBy: { id: 'tickets.sla.overdueBy', defaultMessage: 'Overdue by {duration}' },
  durationDaysHours: { id: 'tickets.duration.daysHours', defaultMessage: '{days} d {hours} h' },
  durationDays: { id: 'tickets.duration.days', defaultMessage: '{days} d' },
  durationHoursMinutes: { id: 'tickets.duration.hoursMinutes', defaultMessage: '{hours} h {minutes} min' },
  durationHours: { id: 'tickets.duration.hours', defaultMessage: '{hours} h' },
  durationMinutes: { id: 'tickets.duration.minutes', defaultMessage: '{minutes} min' },
});

/** Type of {@link ticketMessages}: each descriptor knows the values its message needs. */
export type TicketMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/**
 * Texts of the ticket screens: fields, status, priority and action labels, the list's SLA cell
 * and the action dialogs. The spec words none of these (issue 13: field-service wording).
 */
export const ticketMessages: TicketMessages = { ...plain, ...withValues };
