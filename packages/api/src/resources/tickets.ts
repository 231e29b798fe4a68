import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse, type ProjectRef } from './lists.ts';
import { REPORT_WIRE_NAMES } from './serviceCallReport.ts';

// Tickets as field-service work orders (access §1 'Project Management: tasks, tickets, client
// projects, quality checks, audits'; operations §2 ticket-list, ticket-details, create-ticket,
// qc-ticket-list, client-project-list; §3 case_id, sowsubtype, customer_name, customer_phone,
// raw_address). Paths and shapes beyond those names are the reference server's choice (issue 13).

/** Where a ticket is in its lifecycle. */
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

/** Every ticket status, in lifecycle order. */
export const TICKET_STATUSES: readonly TicketStatus[] = [
  'new',
  'assigned',
  'scheduled',
  'in_progress',
  'on_hold',
  'completed',
  'qc_passed',
  'qc_rejected',
  'closed',
  'cancelled',
];

/** Priority of a ticket. */
export type TicketPriority = 'low' | 'medium' | 'high' | 'critical';

/** A lifecycle move; the server answers which ones the signed-in user may make on each ticket. */
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

/** A ticket as lists show it. Times are ISO 8601 instants. */
export interface Ticket {
  /** 32 hex characters: the id in /ticket-details/:uuid and in the field-form links. */
  ticketId: string;
  /** 'TKT-300001'. */
  ticketNumber: string;
  caseId: string;
  sowSubtype: string;
  project: ProjectRef;
  clientName: string;
  customerName: string;
  district: string;
  state: string;
  pincode: string;
  priority: TicketPriority;
  status: TicketStatus;
  slaDueAt: string | null;
  partner: { id: number; name: string } | null;
  engineerName: string | null;
  visitStart: string | null;
  visitEnd: string | null;
  createdAt: string;
  updatedAt: string;
  /** Optimistic-lock version: send it back with a move; a stale one is a 409. */
  version: number;
  /** The moves the signed-in user may make now (empty for client users). */
  allowedActions: TicketAction[];
}

/** One event of a ticket's history (append-only). */
export interface TicketEvent {
  id: number;
  at: string;
  actorName: string;
  /** created, a {@link TicketAction}, escalate, link_created, task_closed. */
  action: string;
  oldValue: string | null;
  /**
   * The value the event set: a status, a partner's name, a priority, or for `schedule` the visit
   * window as `'<start> – <end>'` (ISO 8601 date-times; seeded events hold the start only).
   */
  newValue: string | null;
  note: string | null;
}

/** A step-1 field of the service call report, by its domain name. */
export type ServiceCallReportField = Exclude<keyof typeof REPORT_WIRE_NAMES, 'ticketId'>;

/** The ticket's service call report (operations §3 'Service call report'). */
export interface TicketReport {
  submittedAt: string;
  /** Step-1 text fields by domain name, in the form's order. */
  fields: { name: ServiceCallReportField; value: string }[];
  /** Image data URLs. */
  engineerSignature: string;
  customerSignature: string | null;
  /** 1-5, from step 2. */
  rating: number | null;
  customerComment: string | null;
  feedbackAt: string | null;
}

/** A file uploaded for the ticket (through its service call report link). */
export interface TicketFile {
  /** Object key; ask {@link TicketsApi.fileLink} for a signed display link. */
  key: string;
  name: string;
  /** Bytes. */
  sizeBytes: number;
  uploadedAt: string;
}

/** A task of a ticket. */
export interface TicketTask {
  id: number;
  title: string;
  assignee: string;
  status: 'open' | 'closed';
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  remarks: string;
}

/** Everything about one ticket. */
export interface TicketDetail extends Ticket {
  customerPhone: string;
  rawAddress: string;
  productName: string;
  productModel: string;
  serialNumber: string;
  holdReason: string | null;
  qcRemarks: string | null;
  /** Newest first. */
  events: TicketEvent[];
  report: TicketReport | null;
  files: TicketFile[];
  surveyAnswers: { question: string; answer: string }[];
  tasks: TicketTask[];
  escalations: {
    id: number;
    reason: string;
    priority: TicketPriority;
    status: 'open' | 'resolved';
    escalatedAt: string;
  }[];
}

/** Query of GET /management/tickets/ (orderable: created_at, updated_at, sla_due_at, ticket_number, district, status, priority). */
export interface TicketQuery extends ListQuery {
  status?: TicketStatus;
  /** Project id. */
  project?: number;
  priority?: TicketPriority;
  /** Open tickets past their SLA, or due before the end of today (India time). */
  sla?: 'overdue' | 'due_today';
  district?: string;
  /** Partner id. */
  partner?: number;
}

/** A lifecycle move with what it needs: `version` always; a partner, a visit window or a reason for some. */
export interface TicketMove {
  action: TicketAction;
  version: number;
  partnerId?: number;
  engineerName?: string;
  /** ISO 8601 instants. */
  visitStart?: string;
  visitEnd?: string;
  /** 10-500 characters for hold, qc_reject and cancel. */
  reason?: string;
}

/** A new ticket; district and state come from the pincode. */
export interface NewTicket {
  projectId: number;
  caseId: string;
  sowSubtype: string;
  customerName: string;
  /** 10 digits. */
  customerPhone: string;
  rawAddress: string;
  /** 6 digits. */
  pincode: string;
  productName: string;
  productModel: string;
  serialNumber: string;
  priority: TicketPriority;
  /** ISO 8601 instant in the future. */
  slaDueAt: string;
}

/** A partner who may take a ticket: active and serving its pincode. */
export interface TicketPartnerOption {
  id: number;
  name: string;
  district: string;
  activeTickets: number;
  /** Average customer rating 1-5, or null without reports. */
  rating: number | null;
}

/** Filter choices of the ticket list. */
export interface TicketFacets {
  districts: string[];
  partners: { id: number; name: string }[];
}

/** Portal paths of a ticket's field forms. */
export interface TicketLinks {
  /** /cso_form/{ticket_id}/{url_id}, valid until `expiresAt`. */
  serviceCallReport: string;
  /** /csat-survey/{ticket_id}. */
  survey: string;
  expiresAt: string;
}

/** The answer of a write on one ticket. */
export interface TicketWritten {
  status: number;
  message: string;
  ticket: Ticket;
}

interface WireTicket {
  ticket_id: string;
  ticket_number: string;
  case_id: string;
  sowsubtype: string;
  project: ProjectRef;
  client_name: string;
  customer_name: string;
  district: string;
  state: string;
  pincode: string;
  priority: TicketPriority;
  status: TicketStatus;
  sla_due_at: string | null;
  partner: { id: number; name: string } | null;
  engineer_name: string | null;
  visit_start: string | null;
  visit_end: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  allowed_actions: TicketAction[];
}

interface WireTicketDetail extends WireTicket {
  customer_phone: string;
  raw_address: string;
  product_name: string;
  product_model: string;
  serial_number: string;
  hold_reason: string | null;
  qc_remarks: string | null;
  events: {
    id: number;
    at: string;
    actor_name: string;
    action: string;
    old_value: string | null;
    new_value: string | null;
    note: string | null;
  }[];
  report: {
    submitted_at: string;
    fields: Record<string, string>;
    engineer_signature: string;
    customer_signature: string | null;
    overall_experience: number | null;
    customer_comment: string | null;
    feedback_at: string | null;
  } | null;
  files: { key: string; name: string; size: number; uploaded_at: string }[];
  survey_answers: { question: string; answer: string }[];
  tasks: {
    id: number;
    title: string;
    assignee: string;
    status: 'open' | 'closed';
    due_date: string;
    remarks: string;
  }[];
  escalations: {
    id: number;
    reason: string;
    priority: TicketPriority;
    status: 'open' | 'resolved';
    escalated_at: string;
  }[];
}

/** Maps a ticket row from the wire. */
export function ticketFromWire(wire: WireTicket): Ticket {
  return {
    ticketId: wire.ticket_id,
    ticketNumber: wire.ticket_number,
    caseId: wire.case_id,
    sowSubtype: wire.sowsubtype,
    project: wire.project,
    clientName: wire.client_name,
    customerName: wire.customer_name,
    district: wire.district,
    state: wire.state,
    pincode: wire.pincode,
    priority: wire.priority,
    status: wire.status,
    slaDueAt: wire.sla_due_at,
    partner: wire.partner,
    engineerName: wire.engineer_name,
    visitStart: wire.visit_start,
    visitEnd: wire.visit_end,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    version: wire.version,
    allowedActions: wire.allowed_actions ?? [],
  };
}

function reportFromWire(wire: NonNullable<WireTicketDetail['report']>): TicketReport {
  const fields: TicketReport['fields'] = [];
  for (const [name, wireName] of Object.entries(REPORT_WIRE_NAMES)) {
    const value = wire.fields[wireName];
    if (name !== 'ticketId' && typeof value === 'string' && value !== '') {
      fields.push({ name: name as ServiceCallReportField, value });
    }
  }
  return {
    submittedAt: wire.submitted_at,
    fields,
    engineerSignature: wire.engineer_signature,
    customerSignature: wire.customer_signature,
    rating: wire.overall_experience,
    customerComment: wire.customer_comment,
    feedbackAt: wire.feedback_at,
  };
}

function detailFromWire(wire: WireTicketDetail): TicketDetail {
  return {
    ...ticketFromWire(wire),
    customerPhone: wire.customer_phone,
    rawAddress: wire.raw_address,
    productName: wire.product_name,
    productModel: wire.product_model,
    serialNumber: wire.serial_number,
    holdReason: wire.hold_reason,
    qcRemarks: wire.qc_remarks,
    events: wire.events.map((event) => ({
      id: event.id,
      at: event.at,
      actorName: event.actor_name,
      action: event.action,
      oldValue: event.old_value,
      newValue: event.new_value,
      note: event.note,
    })),
    report: wire.report ? reportFromWire(wire.report) : null,
    files: wire.files.map((file) => ({
      key: file.key,
      name: file.name,
      sizeBytes: file.size,
      uploadedAt: file.uploaded_at,
    })),
    surveyAnswers: wire.survey_answers,
    tasks: wire.tasks.map((task) => ({
      id: task.id,
      title: task.title,
      assignee: task.assignee,
      status: task.status,
      dueDate: task.due_date,
      remarks: task.remarks,
    })),
    escalations: wire.escalations.map((escalation) => ({
      id: escalation.id,
      reason: escalation.reason,
      priority: escalation.priority,
      status: escalation.status,
      escalatedAt: escalation.escalated_at,
    })),
  };
}

interface WireWritten {
  status: number;
  message: string;
  ticket: WireTicket;
}

const written = (wire: WireWritten): TicketWritten => ({
  status: wire.status,
  message: wire.message,
  ticket: ticketFromWire(wire.ticket),
});

const path = (ticketId: string, tail = '') => `/management/tickets/${encodeURIComponent(ticketId)}/${tail}`;

/**
 * `client.tickets`. Every call rejects with an `ApiError`: 401, 403 for a role outside
 * `CALL_ROLES` (or a move of another role), 404 for a ticket the user may not see (a client
 * user asking for another company's ticket), 409 for a stale `version` or a move the status does
 * not allow (with the server's message), 400 with the server's message for a bad input.
 */
export interface TicketsApi {
  /** GET /management/tickets/. */
  list(query?: TicketQuery, options?: RequestOptions): Promise<ListResponse<Ticket>>;
  /** GET /management/tickets/facets/: district and partner filter choices of the visible tickets. */
  facets(options?: RequestOptions): Promise<TicketFacets>;
  /** GET /management/tickets/{ticket_id}/. */
  get(ticketId: string, options?: RequestOptions): Promise<TicketDetail>;
  /** POST /management/tickets/: 201 with the new ticket (status new). */
  create(ticket: NewTicket, options?: RequestOptions): Promise<TicketWritten>;
  /** POST /management/tickets/{ticket_id}/transition/. */
  move(ticketId: string, move: TicketMove, options?: RequestOptions): Promise<TicketWritten>;
  /** POST /management/tickets/bulk-assign/ (all or none). */
  bulkAssign(
    assignment: { ticketIds: string[]; partnerId: number },
    options?: RequestOptions,
  ): Promise<{ status: number; message: string; count: number }>;
  /** GET /management/tickets/{ticket_id}/partners/: partners serving the ticket's pincode, least busy first. */
  partners(ticketId: string, options?: RequestOptions): Promise<TicketPartnerOption[]>;
  /** POST /management/tickets/{ticket_id}/escalate/. */
  escalate(
    ticketId: string,
    escalation: { reason: string; priority: TicketPriority },
    options?: RequestOptions,
  ): Promise<{ status: number; message: string }>;
  /** POST /management/tickets/{ticket_id}/links/: the service call report link (valid 7 days) and the survey link. */
  links(ticketId: string, options?: RequestOptions): Promise<TicketLinks>;
  /** GET /management/tickets/{ticket_id}/file-link/?key=: a signed display link valid 60 s (operations §7 'File upload' 3). */
  fileLink(
    ticketId: string,
    key: string,
    options?: RequestOptions,
  ): Promise<{ url: string; expiresIn: number }>;
  /**
   * GET /management/tickets/{ticket_id}/report-pdf/: a signed download link (valid 60 s) of the
   * completed service call report's PDF, with the SHA-256 of the stored report and of the PDF;
   * 404 without a completed report, 503 without object storage. Issue 23.
   */
  reportPdf(ticketId: string, options?: RequestOptions): Promise<TicketReportPdf>;
}

/** The signed link of a ticket's service call report PDF (issue 23). */
export interface TicketReportPdf {
  url: string;
  /** Seconds the link stays valid. */
  expiresIn: number;
  reportId: number;
  /** SHA-256 (hex) of the stored report as canonical JSON, printed in the PDF. */
  reportSha256: string;
  /** SHA-256 (hex) of the PDF file. */
  pdfSha256: string;
}

/** Builds `client.tickets`. */
export function createTicketsApi(core: HttpCore): TicketsApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireTicket>>('/management/tickets/', withQuery(query, options)),
        ticketFromWire,
      ),
    facets: async (options) => {
      const wire = await core.get<TicketFacets>('/management/tickets/facets/', options);
      return { districts: wire.districts ?? [], partners: wire.partners ?? [] };
    },
    get: async (ticketId, options) =>
      detailFromWire((await core.get<{ ticket: WireTicketDetail }>(path(ticketId), options)).ticket),
    create: async (ticket, options) =>
      written(
        await core.post<WireWritten>(
          '/management/tickets/',
          {
            project_id: ticket.projectId,
            case_id: ticket.caseId,
            sowsubtype: ticket.sowSubtype,
            customer_name: ticket.customerName,
            customer_phone: ticket.customerPhone,
            raw_address: ticket.rawAddress,
            pincode: ticket.pincode,
            product_name: ticket.productName,
            product_model: ticket.productModel,
            serial_number: ticket.serialNumber,
            priority: ticket.priority,
            sla_due_at: ticket.slaDueAt,
          },
          options,
        ),
      ),
    move: async (ticketId, move, options) =>
      written(
        await core.post<WireWritten>(
          path(ticketId, 'transition/'),
          {
            action: move.action,
            version: move.version,
            ...(move.partnerId !== undefined && { partner_id: move.partnerId }),
            ...(move.engineerName !== undefined && { engineer_name: move.engineerName }),
            ...(move.visitStart !== undefined && { visit_start: move.visitStart }),
            ...(move.visitEnd !== undefined && { visit_end: move.visitEnd }),
            ...(move.reason !== undefined && { reason: move.reason }),
          },
          options,
        ),
      ),
    bulkAssign: ({ ticketIds, partnerId }, options) =>
      core.post(
        '/management/tickets/bulk-assign/',
        { ticket_ids: ticketIds, partner_id: partnerId },
        options,
      ),
    partners: async (ticketId, options) =>
      (
        await core.get<{
          results: {
            id: number;
            name: string;
            district: string;
            active_tickets: number;
            rating: number | null;
          }[];
        }>(path(ticketId, 'partners/'), options)
      ).results.map((partner) => ({
        id: partner.id,
        name: partner.name,
        district: partner.district,
        activeTickets: partner.active_tickets,
        rating: partner.rating,
      })),
    escalate: (ticketId, escalation, options) => core.post(path(ticketId, 'escalate/'), escalation, options),
    links: async (ticketId, options) => {
      const wire = await core.post<{ service_call_report: string; survey: string; expires_at: string }>(
        path(ticketId, 'links/'),
        {},
        options,
      );
      return { serviceCallReport: wire.service_call_report, survey: wire.survey, expiresAt: wire.expires_at };
    },
    fileLink: async (ticketId, key, options) => {
      const wire = await core.get<{ url: string; expires_in: number }>(path(ticketId, 'file-link/'), {
        ...options,
        query: { key },
      });
      return { url: wire.url, expiresIn: wire.expires_in };
    },
    reportPdf: async (ticketId, options) => {
      const wire = await core.get<{
        url: string;
        expires_in: number;
        report_id: number;
        report_sha256: string;
        pdf_sha256: string;
      }>(path(ticketId, 'report-pdf/'), options);
      return {
        url: wire.url,
        expiresIn: wire.expires_in,
        reportId: wire.report_id,
        reportSha256: wire.report_sha256,
        pdfSha256: wire.pdf_sha256,
      };
    },
  };
}
