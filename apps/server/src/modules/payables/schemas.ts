import { idSchema } from '../shared.ts';

/** Texts of the payables answers (the spec shows none; the reference server's wording). */
export const PAYABLES_MESSAGES = {
  markPaidInvalid:
    'Send invoice_request_ids (1 to 100 invoices), payment_reference (3 to 40 letters, digits, / or -) and payment_date (YYYY-MM-DD).',
  referenceInvalid: 'The payment reference must be 3 to 40 letters, digits, / or -.',
  dateInvalid: 'The payment date must be a date (YYYY-MM-DD).',
  dateInFuture: 'The payment date cannot be in the future.',
  dateBeforeInvoice: 'The payment date cannot be before the invoice date of {number}.',
  notPayable: 'These invoices are not payable (unknown, not approved or not invoiced): {ids}.',
  alreadyPaid:
    'Already paid: {numbers}. Someone recorded this payment before you; reload the list to see it.',
  markedPaid: 'Marked paid: {numbers} (reference {reference}).',
  monthInvalid: 'month must be a month as YYYY-MM.',
  notFound: 'Invoice not found.',
} as const;

/** A payment reference: a bank UTR, cheque or transfer number (3-40 letters, digits, / or -). */
export const PAYMENT_REFERENCE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9/-]{1,38}[A-Za-z0-9]$';

/** Body of POST /finance/payables/mark-paid/. */
export interface MarkPaidBody {
  invoice_request_ids: number[];
  payment_reference: string;
  payment_date: string;
}

/** POST /finance/payables/mark-paid/ `{ invoice_request_ids (1-100 distinct), payment_reference, payment_date }`. */
export const markPaidSchema = {
  body: {
    type: 'object',
    required: ['invoice_request_ids', 'payment_reference', 'payment_date'],
    additionalProperties: false,
    properties: {
      invoice_request_ids: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        uniqueItems: true,
        items: { ...idSchema, maximum: 2147483647 },
      },
      payment_reference: { type: 'string', minLength: 3, maxLength: 40, pattern: PAYMENT_REFERENCE_PATTERN },
      payment_date: { type: 'string', minLength: 10, maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    },
  },
} as const;

/** Per-field texts of a bad mark-paid body. */
export const MARK_PAID_VALIDATION = {
  '*': PAYABLES_MESSAGES.markPaidInvalid,
  payment_reference: PAYABLES_MESSAGES.referenceInvalid,
  payment_date: PAYABLES_MESSAGES.dateInvalid,
} as const;
