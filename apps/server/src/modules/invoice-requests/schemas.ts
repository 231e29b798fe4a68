import { idSchema } from '../shared.ts';

/** Review states of an invoice request. */
export const INVOICE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** States of the partner invoice made from an approved request. */
export const INVOICE_STATUSES = ['none', 'created', 'failed'] as const;

/** Texts of the finance answers (the spec shows none; the reference server's wording). */
export const FINANCE_MESSAGES = {
  requestCreated: 'Invoice request created.',
  requestInvalid: 'Send partner_id and work_order_ids (1 to 200 work order ids).',
  partnerNotFound: 'Partner not found.',
  workOrdersNotFound: 'Work orders not found for this partner: {ids}.',
  workOrdersTaken: 'Work orders already in an invoice request: {ids}.',
  requestNotFound: 'Invoice request not found.',
  reviewInvalid: "Send status 'approved' or 'rejected'.",
  remarksRequired: 'Remarks are required to reject.',
  alreadyReviewed: 'This invoice request has already been reviewed.',
  approved: 'Invoice request approved.',
  rejected: 'Invoice request rejected.',
  invoiceBodyInvalid: 'Send invoice_request_id.',
  notApproved: 'Only an approved invoice request can be invoiced.',
  creationFailed: 'Creating this invoice failed: retry the creation first.',
  noInvoice: 'No invoice has been created for this request yet.',
  resent: 'Invoice {number} sent again to {email}.',
  notFailed: 'Only an invoice whose creation failed can be retried.',
  retried: 'Invoice {number} created.',
} as const;

/** An invoice request as the finance calls answer it (amounts in rupees). */
/** POST /finance/invoice-request/ `{ partner_id, work_order_ids (1-200 distinct), remarks? }`. */
export const createRequestSchema = {
  body: {
    type: 'object',
    required: ['partner_id', 'work_order_ids'],
    properties: {
      partner_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      work_order_ids: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        uniqueItems: true,
        items: { type: 'integer', minimum: 1, maximum: 2147483647 },
      },
      remarks: { type: 'string', maxLength: 500 },
    },
  },
} as const;

/** PATCH /finance/invoice-request/{id}/ `{ status: 'approved' | 'rejected', remarks? }`. */
export const reviewRequestSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 32 } } },
  body: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['approved', 'rejected'] },
      remarks: { type: 'string', maxLength: 500 },
    },
  },
} as const;

/** Body of the partner invoice calls. */
export interface PartnerInvoiceBody {
  invoice_request_id: number;
}

/** `{ invoice_request_id }` of generate-partner-invoice, resend and retry-create. */
export const partnerInvoiceSchema = {
  body: {
    type: 'object',
    required: ['invoice_request_id'],
    properties: { invoice_request_id: idSchema },
  },
} as const;
