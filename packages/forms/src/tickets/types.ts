// The ticket domain as the screens take it (camelCase). The portal maps the api's types to these
// one to one; forms import no api types.

/** Lifecycle of a ticket (work order). */
export type TicketStatus =
  | 'new'
  | 'assigned'
  | 'scheduled'
  | 'in_progress'
  | 'on_hold'
  | 'completed'
  | 'qc_passed'
  | 'qc_rejected'
  | 'closed'
  | 'cancelled';

/** Priority of a ticket, lowest first. */
export type TicketPriority = 'low' | 'medium' | 'high' | 'critical';

/** A transition the server may allow the signed-in role on a ticket. */
export type TicketAction =
  | 'assign'
  | 'schedule'
  | 'start'
  | 'hold'
  | 'resume'
  | 'complete'
  | 'qc_pass'
  | 'qc_reject'
  | 'rework'
  | 'close'
  | 'cancel';

/** One row of a ticket list (/ticket-list, /qc-ticket-list, a project's tickets, a client's tickets). */
export interface TicketRow {
  /** 32 hex characters: the `:uuid` of /ticket-details/:uuid. */
  ticketId: string;
  /** E.g. 'TKT-260017'. */
  ticketNumber: string;
  caseId: string;
  sowSubtype: string;
  project: { id: number; name: string };
  clientName: string;
  customerName: string;
  district: string;
  state: string;
  pincode: string;
  priority: TicketPriority;
  status: TicketStatus;
  /** ISO date-time; past due and still open reads 'Overdue'. */
  slaDueAt: string | null;
  partner: { id: number; name: string } | null;
  engineerName: string | null;
  /** ISO date-times of the scheduled visit window. */
  visitStart: string | null;
  visitEnd: string | null;
  createdAt: string;
  updatedAt: string;
  /** Optimistic concurrency: sent back with a write, a stale one is refused (409). */
  version: number;
  /** What the signed-in role may do now (computed by the server). */
  allowedActions: TicketAction[];
}

/** One entry of a ticket's append-only history. */
export interface TicketEvent {
  id: number;
  at: string;
  actorName: string;
  /** created, a {@link TicketAction}, escalate, report_submitted, feedback_submitted, task_closed. */
  action: string;
  oldValue: string | null;
  /**
   * The value the event set: a status, a partner's name, a priority, or for `schedule` the visit
   * window as `'<start> – <end>'` (ISO 8601 date-times; seeded events hold the start only).
   */
  newValue: string | null;
  note: string | null;
}

/** The service call report of a ticket, with the customer's feedback. */
export interface TicketReport {
  submittedAt: string;
  fields: { label: string; value: string }[];
  /** Image data URL. */
  engineerSignature: string;
  /** Image data URL. */
  customerSignature: string | null;
  /** 1 to 5. */
  rating: number | null;
  customerComment: string | null;
  feedbackAt: string | null;
}

/** A file uploaded to a ticket (opened through a signed link the parent fetches). */
export interface TicketFile {
  key: string;
  name: string;
  sizeBytes: number;
  uploadedAt: string;
}

/** A task of a ticket. */
export interface TicketTask {
  id: number;
  title: string;
  assignee: string;
  status: 'open' | 'closed';
  /** YYYY-MM-DD. */
  dueDate: string;
  remarks: string;
}

/** An escalation of a ticket. */
export interface TicketEscalation {
  id: number;
  reason: string;
  priority: TicketPriority;
  status: 'open' | 'resolved';
  escalatedAt: string;
}

/** Everything about one ticket (/ticket-details/:uuid). */
export interface TicketDetailData extends TicketRow {
  customerPhone: string;
  rawAddress: string;
  productName: string;
  productModel: string;
  serialNumber: string;
  holdReason: string | null;
  qcRemarks: string | null;
  events: TicketEvent[];
  report: TicketReport | null;
  files: TicketFile[];
  surveyAnswers: { question: string; answer: string }[];
  tasks: TicketTask[];
  escalations: TicketEscalation[];
}

/** A partner that covers a ticket's pincode, offered by the assign dialog. */
export interface PartnerOption {
  id: number;
  name: string;
  district: string;
  activeTickets: number;
  /** 1 to 5, or null before any rating. */
  rating: number | null;
}
