import * as yup from 'yup';
import { INVOICE_REQUEST_LIMITS } from './values.ts';

/** Messages of the invoice request schema, already translated. */
export interface InvoiceRequestSchemaMessages {
  /** 'Choose at least one work order.' */
  workOrdersRequired: string;
  /** 'Choose at most 200 work orders.' */
  workOrdersTooMany: string;
  /** 'Remarks can have at most 500 characters.' */
  remarksTooLong: string;
}

/**
 * Yup schema of a new invoice request: 1 to 200 work orders, remarks of at most 500 characters
 * (trimmed): the limits the reference server checks on POST /finance/invoice-request/.
 * Spec: operations §7 'Finance' (shape not shown: reference server's choice).
 */
export function invoiceRequestSchema(messages: InvoiceRequestSchemaMessages) {
  return yup.object({
    workOrderIds: yup
      .array(yup.string().required())
      .required()
      .min(1, messages.workOrdersRequired)
      .max(INVOICE_REQUEST_LIMITS.maxWorkOrders, messages.workOrdersTooMany),
    remarks: yup.string().trim().max(INVOICE_REQUEST_LIMITS.maxRemarks, messages.remarksTooLong).default(''),
  });
}

/** Messages of the review schema, already translated. */
export interface InvoiceReviewSchemaMessages {
  /** 'Choose approve or reject.' */
  decisionRequired: string;
  /** 'Remarks are required to reject.' (the reference server's words) */
  remarksRequired: string;
  /** 'Remarks can have at most 500 characters.' */
  remarksTooLong: string;
}

/**
 * Yup schema of an invoice request review: approve or reject, remarks required to reject, at
 * most 500 characters: what PATCH /finance/invoice-request/{id}/ accepts. Spec: operations §7.
 */
export function invoiceReviewSchema(messages: InvoiceReviewSchemaMessages) {
  return yup.object({
    decision: yup
      .string()
      .oneOf(['approved', 'rejected'] as const, messages.decisionRequired)
      .required(messages.decisionRequired),
    remarks: yup
      .string()
      .trim()
      .max(INVOICE_REQUEST_LIMITS.maxRemarks, messages.remarksTooLong)
      .default('')
      .when('decision', {
        is: 'rejected',
        then: (schema) => schema.required(messages.remarksRequired),
      }),
  });
}

/** Messages of the partner invoice schema, already translated. */
export interface PartnerInvoiceSchemaMessages {
  /** 'Choose an invoice request.' */
  requestRequired: string;
}

/** Yup schema of the partner invoice form: an invoice request must be chosen. Spec: operations §7. */
export function partnerInvoiceSchema(messages: PartnerInvoiceSchemaMessages) {
  return yup.object({
    invoiceRequestId: yup
      .string()
      .required(messages.requestRequired)
      .matches(/^[1-9]\d*$/, messages.requestRequired),
  });
}
