import { PARTNER_RESPONSES, type PartnerResponse } from '../tickets/lifecycle.ts';

/** Texts of the partner record answers (the spec shows none; the reference server's wording, issue 14). */
export const PARTNER_RECORD_MESSAGES = {
  notFound: 'Partner record not found.',
  ticketNotFound: 'Ticket not found among your assigned tickets.',
  illegalResponse: "A ticket that is {status} cannot be answered with '{action}'.",
  alreadyAccepted: 'You have already accepted this ticket.',
  stale: 'This ticket was changed by someone else meanwhile. Reload it to see the change, then try again.',
  reasonRequired: 'Give a reason of 10 to 500 characters.',
  respondInvalid: 'Send action (accept or decline), version and, to decline, a reason.',
  accepted: 'Ticket {ticket} accepted.',
  declined: 'Ticket {ticket} declined; it goes back to dispatch.',
  documentMissing: 'This document has not been uploaded.',
  documentInvalid: 'document must be pan_scan or aadhaar_file.',
  storageOff: 'File storage is not configured on this server.',
  ifscInvalid: 'Enter a valid IFSC: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234).',
  ifscUnknown: 'No bank branch found for IFSC {ifsc}.',
  bankInvalid:
    'Send account_name (2 to 100 characters), account_number (9 to 18 digits) and ifsc (e.g. HDFC0001234).',
  bankSaved: 'Bank details of {partner} saved.',
  noReportLink: 'No service call report link: this ticket is {status}.',
} as const;

/** A partner record uuid in a path. */
const uuidParam = { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } as const;

/** Params `{ uuid }`. */
export const recordParamsSchema = {
  params: { type: 'object', required: ['uuid'], properties: { uuid: uuidParam } },
} as const;

/** The documents of a record that have a signed display link. */
export const KYC_DOCUMENTS = ['pan_scan', 'aadhaar_file'] as const;

/** One KYC document. */
export type KycDocument = (typeof KYC_DOCUMENTS)[number];

/** GET .../{uuid}/document-link/?document=pan_scan|aadhaar_file. */
export const documentLinkSchema = {
  params: recordParamsSchema.params,
  querystring: {
    type: 'object',
    required: ['document'],
    additionalProperties: false,
    properties: { document: { type: 'string', enum: KYC_DOCUMENTS } },
  },
} as const;

const ticketParams = {
  type: 'object',
  required: ['uuid', 'ticket_id'],
  properties: { uuid: uuidParam, ticket_id: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;

/** Params of a call on one of the signed-in user's tickets on /account-options. */
export const accountTicketParamsSchema = {
  params: {
    type: 'object',
    required: ['ticket_id'],
    properties: { ticket_id: ticketParams.properties.ticket_id },
  },
} as const;

/** Params of a call on one of the record's tickets. */
export const recordTicketParamsSchema = { params: ticketParams } as const;

/** Body of POST /partner/records/{uuid}/tickets/{ticket_id}/respond/. */
export interface RespondBody {
  action: PartnerResponse;
  version: number;
  reason?: string;
}

/** POST /partner/records/{uuid}/tickets/{ticket_id}/respond/. */
export const respondSchema = {
  params: ticketParams,
  body: {
    type: 'object',
    required: ['action', 'version'],
    additionalProperties: false,
    properties: {
      action: { type: 'string', enum: Object.keys(PARTNER_RESPONSES) },
      version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      reason: { type: 'string', maxLength: 500 },
    },
  },
} as const;

/** GET /partner/ifsc/{code}/: the code is checked by the handler, so a bad one gets the IFSC message. */
export const ifscSchema = {
  params: {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
  },
} as const;

/** Body of PUT /partner/records/{uuid}/bank/. */
export interface BankDetailsBody {
  account_name: string;
  account_number: string;
  ifsc: string;
}

/** PUT /partner/records/{uuid}/bank/: the IFSC's format and branch are checked by the handler. */
export const bankDetailsSchema = {
  params: recordParamsSchema.params,
  body: {
    type: 'object',
    required: ['account_name', 'account_number', 'ifsc'],
    additionalProperties: false,
    properties: {
      account_name: { type: 'string', minLength: 2, maxLength: 100, pattern: '\\S' },
      account_number: { type: 'string', pattern: '^[0-9]{9,18}$' },
      ifsc: { type: 'string', minLength: 1, maxLength: 20 },
    },
  },
} as const;

/** An IFSC: 4 letters, 0, 6 letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Seconds a signed display link of a KYC document stays valid (operations §7 'File upload' 3: 60 s). */
export const DOCUMENT_LINK_TTL_SECONDS = 60;

/**
 * A KYC number as roles that do not verify receive it: every character but the last 4 replaced
 * by 'X' (PAN 'ABCPE1234F' -> 'XXXXXX234F', Aadhaar '234567890123' -> 'XXXXXXXX0123').
 */
export function maskKycNumber(value: string | null): string | null {
  if (!value) return null;
  return `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}
