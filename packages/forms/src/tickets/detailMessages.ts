import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  loading: { id: 'tickets.detail.loading', defaultMessage: 'Loading the ticket' },
  loadFailed: { id: 'tickets.detail.loadFailed', defaultMessage: 'The ticket could not be loaded' },
  notFound: { id: 'tickets.detail.notFound', defaultMessage: 'Ticket not found' },
  notFoundHelp: {
    id: 'tickets.detail.notFoundHelp',
    defaultMessage: 'It may have been removed, or the link is wrong. Go back to the ticket list.',
  },
  actionFailed: { id: 'tickets.detail.actionFailed', defaultMessage: 'Not done' },
  actions: { id: 'tickets.detail.actions', defaultMessage: 'Actions' },
  customerSection: { id: 'tickets.detail.customerSection', defaultMessage: 'Customer and address' },
  productSection: { id: 'tickets.detail.productSection', defaultMessage: 'Product' },
  workSection: {
    id: 'tickets.detail.workSection',
    defaultMessage: 'Work',
    description: 'Section heading in the ticket detail: the work done on site (noun)',
  },
  holdReason: { id: 'tickets.detail.holdReason', defaultMessage: 'Hold reason' },
  qcRemarks: { id: 'tickets.detail.qcRemarks', defaultMessage: 'QC remarks' },
  sections: { id: 'tickets.detail.sections', defaultMessage: 'Ticket sections' },
  timeline: { id: 'tickets.detail.timeline', defaultMessage: 'Timeline' },
  report: { id: 'tickets.detail.report', defaultMessage: 'Service call report' },
  files: { id: 'tickets.detail.files', defaultMessage: 'Files' },
  survey: { id: 'tickets.detail.survey', defaultMessage: 'Survey answers' },
  notes: { id: 'tickets.detail.notes', defaultMessage: 'Notes' },
  tasks: { id: 'tickets.detail.tasks', defaultMessage: 'Tasks' },
  escalations: { id: 'tickets.detail.escalations', defaultMessage: 'Escalations' },
  noEvents: { id: 'tickets.detail.noEvents', defaultMessage: 'Nothing has happened yet' },
  noReport: { id: 'tickets.detail.noReport', defaultMessage: 'No report yet' },
  noReportHelp: {
    id: 'tickets.detail.noReportHelp',
    defaultMessage: 'The engineer submits the service call report after the visit.',
  },
  engineerSignature: { id: 'tickets.detail.engineerSignature', defaultMessage: 'Engineer’s signature' },
  customerSignature: { id: 'tickets.detail.customerSignature', defaultMessage: 'Customer’s signature' },
  noCustomerSignature: {
    id: 'tickets.detail.noCustomerSignature',
    defaultMessage: 'The customer did not sign',
  },
  rating: { id: 'tickets.detail.rating', defaultMessage: 'Customer rating' },
  noRating: { id: 'tickets.detail.noRating', defaultMessage: 'No feedback yet' },
  downloadReport: { id: 'tickets.detail.downloadReport', defaultMessage: 'Download report (PDF)' },
  comment: { id: 'tickets.detail.comment', defaultMessage: 'Customer comment' },
  noFiles: { id: 'tickets.detail.noFiles', defaultMessage: 'No file uploaded' },
  fileName: {
    id: 'tickets.detail.fileName',
    defaultMessage: 'File',
    description: "Column header of a ticket's attachments: the file name",
  },
  fileSize: {
    id: 'tickets.detail.fileSize',
    defaultMessage: 'Size',
    description: "Column header of a ticket's attachments: the file size",
  },
  uploadedAt: { id: 'tickets.detail.uploadedAt', defaultMessage: 'Uploaded' },
  open: {
    id: 'tickets.detail.open',
    defaultMessage: 'Open',
    description: 'Button beside an attachment: open the file (verb)',
  },
  noSurvey: { id: 'tickets.detail.noSurvey', defaultMessage: 'No survey answers yet' },
  taskTitle: {
    id: 'tickets.detail.taskTitle',
    defaultMessage: 'Task',
    description: "Column header of the ticket's tasks: the task title",
  },
  taskAssignee: { id: 'tickets.detail.taskAssignee', defaultMessage: 'Assignee' },
  taskDue: {
    id: 'tickets.detail.taskDue',
    defaultMessage: 'Due',
    description: "Label before a task's due date in the ticket detail (noun: due date)",
  },
  escalatedOn: { id: 'tickets.detail.escalatedOn', defaultMessage: 'Escalated' },
  noTasks: { id: 'tickets.detail.noTasks', defaultMessage: 'No task on this ticket' },
  taskOpen: {
    id: 'tickets.detail.taskOpen',
    defaultMessage: 'Open',
    description: 'Task status in the ticket detail: still to be done (adjective: open)',
  },
  taskClosed: {
    id: 'tickets.detail.taskClosed',
    defaultMessage: 'Closed',
    description: 'Task status in the ticket detail: done (adjective: closed)',
  },
  noEscalations: { id: 'tickets.detail.noEscalations', defaultMessage: 'Never escalated' },
  escalationOpen: {
    id: 'tickets.detail.escalationOpen',
    defaultMessage: 'Open',
    description: 'Escalation status in the ticket detail: not yet resolved (adjective: open)',
  },
  escalationResolved: { id: 'tickets.detail.escalationResolved', defaultMessage: 'Resolved' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  heading: { number: string };
  submittedAt: { at: string };
  ratingValue: { rating: number };
  openFile: { name: string };
  eventCreated: { actor: string };
  eventAssign: { actor: string; value: string };
  eventSchedule: { actor: string; value: string };
  eventStart: { actor: string };
  eventHold: { actor: string };
  eventResume: { actor: string };
  eventComplete: { actor: string };
  eventQcPass: { actor: string };
  eventQcReject: { actor: string };
  eventRework: { actor: string };
  eventClose: { actor: string };
  eventCancel: { actor: string };
  eventEscalate: { actor: string };
  eventReportSubmitted: { actor: string };
  eventFeedbackSubmitted: { actor: string };
  eventTaskClosed: { actor: string };
  eventSurveyAnswered: { actor: string };
  eventNoteAdded: { actor: string };
  eventOther: { actor: string; action: string };
  eventChange: { from: string; to: string };
  tabCount: { label: string; count: number };
};

const withValues = defineMessages<WithValues>({
  heading: { id: 'tickets.detail.heading', defaultMessage: 'Ticket {number}' },
  submittedAt: { id: 'tickets.detail.submittedAt', defaultMessage: 'Submitted {at}' },
  ratingValue: { id: 'tickets.detail.ratingValue', defaultMessage: '{rating} of 5' },
  openFile: { id: 'tickets.detail.openFile', defaultMessage: 'Open {name}' },
  eventCreated: { id: 'tickets.event.created', defaultMessage: '{actor} created the ticket' },
  eventAssign: { id: 'tickets.event.assign', defaultMessage: '{actor} assigned the ticket to {value}' },
  eventSchedule: { id: 'tickets.event.schedule', defaultMessage: '{actor} scheduled the visit for {value}' },
  eventStart: { id: 'tickets.event.start', defaultMessage: '{actor} started the work' },
  eventHold: { id: 'tickets.event.hold', defaultMessage: '{actor} put the ticket on hold' },
  eventResume: { id: 'tickets.event.resume', defaultMessage: '{actor} resumed the work' },
  eventComplete: { id: 'tickets.event.complete', defaultMessage: '{actor} marked the work completed' },
  eventQcPass: { id: 'tickets.event.qcPass', defaultMessage: '{actor} passed the quality review' },
  eventQcReject: {
    id: 'tickets.event.qcReject',
    defaultMessage: '{actor} rejected the work in quality review',
  },
  eventRework: { id: 'tickets.event.rework', defaultMessage: '{actor} sent the ticket back for rework' },
  eventClose: { id: 'tickets.event.close', defaultMessage: '{actor} closed the ticket' },
  eventCancel: { id: 'tickets.event.cancel', defaultMessage: '{actor} cancelled the ticket' },
  eventEscalate: { id: 'tickets.event.escalate', defaultMessage: '{actor} escalated the ticket' },
  eventReportSubmitted: {
    id: 'tickets.event.reportSubmitted',
    defaultMessage: '{actor} submitted the service call report',
  },
  eventFeedbackSubmitted: { id: 'tickets.event.feedbackSubmitted', defaultMessage: '{actor} gave feedback' },
  eventTaskClosed: { id: 'tickets.event.taskClosed', defaultMessage: '{actor} closed a task' },
  eventSurveyAnswered: {
    id: 'tickets.event.surveyAnswered',
    defaultMessage: '{actor} answered the satisfaction survey',
  },
  eventNoteAdded: { id: 'tickets.event.noteAdded', defaultMessage: '{actor} added a note' },
  eventOther: { id: 'tickets.event.other', defaultMessage: '{actor}: {action}' },
  eventChange: { id: 'tickets.event.change', defaultMessage: 'From {from} to {to}' },
  tabCount: { id: 'tickets.detail.tabCount', defaultMessage: '{label} ({count})' },
});

/** Type of {@link ticketDetailMessages}. */
export type TicketDetailMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & { readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]> };

/** Texts of the ticket detail: sections, tabs, the timeline's sentences and the empty states. */
export const ticketDetailMessages: TicketDetailMessages = { ...plain, ...withValues };
