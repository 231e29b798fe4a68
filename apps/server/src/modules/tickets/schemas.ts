import { idSchema, PINCODE_PATTERN, textSchema } from '../shared.ts';
import { TICKET_ACTIONS, TICKET_PRIORITIES, type TicketAction, type TicketPriority } from './lifecycle.ts';

/** Texts of the ticket answers (the spec shows none; the reference server's wording, issue 13). */
export const TICKET_MESSAGES = {
  notFound: 'Ticket not found.',
  illegalMove: "A ticket that is {status} cannot be moved with '{action}'.",
  notYourMove: "Your role cannot use '{action}' on tickets.",
  stale: 'This ticket was changed by someone else meanwhile. Reload it to see the change, then try again.',
  partnerRequired: 'Choose a partner.',
  partnerNotCovering: 'This partner does not serve pincode {pincode}.',
  partnerUnknown: 'Partner not found or not active.',
  visitRequired: 'Give the visit start and end.',
  visitOrder: 'The visit must end after it starts.',
  reasonRequired: 'Give a reason of 10 to 500 characters.',
  transitionInvalid: 'Send action, version and the fields the action needs.',
  createInvalid:
    'Check the ticket: project, case id, SOW subtype, customer name, a 10-digit phone, address, a 6-digit pincode, product and priority are required.',
  projectUnknown: 'Project not found.',
  pincodeUnknown: 'Pincode {pincode} was not found.',
  slaInPast: 'The SLA due time must be in the future.',
  bulkInvalid: 'Send ticket_ids (1 to 100) and partner_id.',
  bulkMissing: 'Tickets not found: {ids}.',
  bulkIllegal: 'These tickets cannot be assigned now: {ids}.',
  bulkAssigned: '{count} ticket(s) assigned to {partner}.',
  escalateInvalid: 'Give a reason of 10 to 500 characters and a priority.',
  escalated: 'Ticket {ticket} escalated.',
  fileUnknown: 'File not found for this ticket.',
  storageOff: 'File storage is not configured on this server.',
  reportPdfMissing: 'This ticket has no completed service call report yet.',
  noReportLink: 'No service call report link: this ticket is {status}.',
} as const;

/** Body of POST /management/tickets/{ticket_id}/transition/. */
export interface TransitionBody {
  action: TicketAction;
  version: number;
  partner_id?: number;
  engineer_name?: string;
  visit_start?: string;
  visit_end?: string;
  reason?: string;
}

const ticketIdParams = {
  type: 'object',
  required: ['ticket_id'],
  properties: { ticket_id: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

/** Params of the calls on one ticket: `ticket_id` is 32 lower-case hex characters. */
export const ticketParamsSchema = { params: ticketIdParams } as const;

/** POST /management/tickets/{ticket_id}/transition/. */
export const transitionSchema = {
  params: ticketIdParams,
  body: {
    type: 'object',
    required: ['action', 'version'],
    additionalProperties: false,
    properties: {
      action: { type: 'string', enum: TICKET_ACTIONS },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      partner_id: idSchema,
      engineer_name: { type: 'string', maxLength: 120 },
      visit_start: { type: 'string', format: 'date-time', maxLength: 40 },
      visit_end: { type: 'string', format: 'date-time', maxLength: 40 },
      reason: { type: 'string', maxLength: 500 },
    },
  },
} as const;

/** Body of POST /management/tickets/. */
export interface CreateTicketBody {
  project_id: number;
  case_id: string;
  sowsubtype: string;
  customer_name: string;
  customer_phone: string;
  raw_address: string;
  pincode: string;
  product_name: string;
  product_model: string;
  serial_number: string;
  priority: TicketPriority;
  sla_due_at: string;
}

/** POST /management/tickets/: every field required; district and state come from the pincode. */
export const createTicketSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: [
      'project_id',
      'case_id',
      'sowsubtype',
      'customer_name',
      'customer_phone',
      'raw_address',
      'pincode',
      'product_name',
      'product_model',
      'serial_number',
      'priority',
      'sla_due_at',
    ],
    properties: {
      project_id: idSchema,
      case_id: textSchema(1, 40),
      sowsubtype: textSchema(1, 60),
      customer_name: textSchema(1, 120),
      customer_phone: { type: 'string', pattern: '^[0-9]{10}$' },
      raw_address: textSchema(1, 500),
      pincode: { type: 'string', pattern: PINCODE_PATTERN },
      product_name: textSchema(1, 120),
      product_model: textSchema(1, 120),
      serial_number: textSchema(1, 60),
      priority: { type: 'string', enum: TICKET_PRIORITIES },
      sla_due_at: { type: 'string', format: 'date-time', maxLength: 40 },
    },
  },
} as const;

/** Body of POST /management/tickets/bulk-assign/. */
export interface BulkAssignBody {
  ticket_ids: string[];
  partner_id: number;
}

/** POST /management/tickets/bulk-assign/ `{ ticket_ids (1-100), partner_id }`. */
export const bulkAssignSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['ticket_ids', 'partner_id'],
    properties: {
      ticket_ids: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        uniqueItems: true,
        items: { type: 'string', pattern: '^[0-9a-f]{32}$' },
      },
      partner_id: idSchema,
    },
  },
} as const;

/** Body of POST /management/tickets/{ticket_id}/escalate/. */
export interface EscalateBody {
  reason: string;
  priority: TicketPriority;
}

/** POST /management/tickets/{ticket_id}/escalate/ `{ reason (10-500), priority }`. */
export const escalateSchema = {
  params: ticketIdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['reason', 'priority'],
    properties: {
      reason: textSchema(10, 500),
      priority: { type: 'string', enum: TICKET_PRIORITIES },
    },
  },
} as const;

/** GET /management/tickets/{ticket_id}/file-link/?key=: the file's key under the ticket's folder. */
export const fileLinkSchema = {
  params: ticketIdParams,
  querystring: {
    type: 'object',
    required: ['key'],
    additionalProperties: false,
    properties: { key: { type: 'string', minLength: 1, maxLength: 400 } },
  },
} as const;

/** Seconds a signed display link of a ticket's file stays valid (operations §7 'File upload' 3: 60 s). */
export const FILE_LINK_TTL_SECONDS = 60;
