/**
 * `@partner-portal/forms/tickets`: the ticket screens (issue 13): list columns and filters, the row
 * actions menu, the action dialogs (assign, schedule, hold, escalate, QC review, cancel), the bulk
 * assign toolbar piece, the ticket detail (header, SLA countdown, sections, tabs), the create-ticket
 * form, the domain types they take, labels and the SLA helpers.
 * @packageDocumentation
 */
export type {
  PartnerOption,
  TicketAction,
  TicketDetailData,
  TicketEscalation,
  TicketEvent,
  TicketFile,
  TicketPriority,
  TicketReport,
  TicketRow,
  TicketStatus,
  TicketTask,
} from '../tickets/types.ts';
export { slaCell, ticketColumns, visitWindowText } from '../tickets/columns.tsx';
export type { TicketColumnsOptions, TicketListVariant } from '../tickets/columns.tsx';
export { TicketPriorityBadge, TicketStatusBadge } from '../tickets/badges.tsx';
export {
  slaFilterOptions,
  ticketActionLabels,
  ticketPriorityLabels,
  ticketPriorityOptions,
  ticketPriorityText,
  ticketStatusLabels,
  ticketStatusOptions,
  ticketStatusText,
} from '../tickets/labels.ts';
export type { SlaFilter } from '../tickets/labels.ts';
export { formatDuration, isSlaRunning, slaCountdownText, slaState } from '../tickets/sla.ts';
export type { SlaState } from '../tickets/sla.ts';
export { ticketMessages } from '../tickets/messages.ts';
export type { TicketMessages } from '../tickets/messages.ts';
export {
  CREATE_TICKET_LIMITS,
  TICKET_LIMITS,
  createTicketInitialValues,
  createTicketSchema,
  assignPartnerSchema,
  escalateTicketSchema,
  qcReviewSchema,
  scheduleVisitSchema,
  ticketReasonSchema,
  ticketSchemaMessages,
  toInstant,
} from '../tickets/schemas.ts';
export type {
  AssignPartnerValues,
  CreateTicketSchemaMessages,
  CreateTicketSubmission,
  CreateTicketValues,
  EscalateTicketValues,
  QcReviewSubmission,
  QcReviewValues,
  ScheduleVisitSubmission,
  ScheduleVisitValues,
  TicketReasonValues,
  TicketSchemaMessages,
} from '../tickets/schemas.ts';
export { TicketRowActions } from '../tickets/TicketRowActions/index.ts';
export type { TicketRowAction, TicketRowActionsProps } from '../tickets/TicketRowActions/index.ts';
export { AssignPartnerDialog } from '../tickets/AssignPartnerDialog/index.ts';
export type { AssignPartnerDialogProps } from '../tickets/AssignPartnerDialog/index.ts';
export { ScheduleVisitDialog } from '../tickets/ScheduleVisitDialog/index.ts';
export type { ScheduleVisitDialogProps } from '../tickets/ScheduleVisitDialog/index.ts';
export { HoldTicketDialog } from '../tickets/HoldTicketDialog/index.ts';
export type { TicketReasonDialogProps } from '../tickets/HoldTicketDialog/index.ts';
export { CancelTicketDialog } from '../tickets/CancelTicketDialog/index.ts';
export { EscalateTicketDialog } from '../tickets/EscalateTicketDialog/index.ts';
export type { EscalateTicketDialogProps } from '../tickets/EscalateTicketDialog/index.ts';
export { QcReviewDialog } from '../tickets/QcReviewDialog/index.ts';
export type { QcReviewDialogProps } from '../tickets/QcReviewDialog/index.ts';
export { BulkAssignBar } from '../tickets/BulkAssignBar/index.ts';
export type { BulkAssignBarProps } from '../tickets/BulkAssignBar/index.ts';
export { TicketDetail, ticketEventSentence } from '../tickets/TicketDetail/index.ts';
export type { TicketDetailProps } from '../tickets/TicketDetail/index.ts';
export { notesMessages, TicketNotes } from '../tickets/TicketNotes/index.ts';
export type { TicketNoteView, TicketNotesProps } from '../tickets/TicketNotes/index.ts';
export { ticketDetailMessages } from '../tickets/detailMessages.ts';
export type { TicketDetailMessages } from '../tickets/detailMessages.ts';
export { CreateTicketForm } from '../tickets/CreateTicketForm/index.ts';
export type { CreateTicketFormProps, PincodeLookup } from '../tickets/CreateTicketForm/index.ts';
export { createTicketMessages } from '../tickets/createMessages.ts';
export type { CreateTicketMessages } from '../tickets/createMessages.ts';
