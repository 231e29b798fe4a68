import { itemIdParamsSchema, textSchema } from '../shared.ts';

/** Texts of the audit document answers (the spec shows none; the reference server's wording, issue 14). */
export const AUDIT_MESSAGES = {
  notFound: 'Audit document not found.',
  reviewedAlready: 'This document was {status} already.',
  invalid: "Send decision 'accepted' or 'rejected' and, to reject, a reason of 10 to 500 characters.",
  reasonNeeded: 'Give a reason of 10 to 500 characters to reject a document.',
  reviewed: '{file} of {ticket} {status}.',
  storageOff: 'File storage is not configured on this server.',
} as const;

/** Review states of an audit document. */
export const AUDIT_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** Kinds of audit documents. */
export const AUDIT_KINDS = [
  'service_call_report',
  'invoice_copy',
  'site_photo',
  'customer_id',
  'delivery_challan',
] as const;

/** Body of POST /management/audit-documents/{id}/review/. */
export interface ReviewDocumentBody {
  decision: 'accepted' | 'rejected';
  reason?: string;
}

/** POST /management/audit-documents/{id}/review/ `{ decision, reason? }` (reason 10-500 to reject). */
export const reviewDocumentSchema = {
  ...itemIdParamsSchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['decision'],
    properties: {
      decision: { type: 'string', enum: ['accepted', 'rejected'] },
      reason: textSchema(1, 500),
    },
  },
} as const;

/** Seconds a signed display link of an audit document stays valid (operations §7 'File upload' 3: 60 s). */
export const AUDIT_LINK_TTL_SECONDS = 60;
