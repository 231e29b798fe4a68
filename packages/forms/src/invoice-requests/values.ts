/** Limits the reference server enforces on invoice requests (apps/server/src/routes/finance.ts). */
export const INVOICE_REQUEST_LIMITS = {
  /** Work orders per invoice request. */
  maxWorkOrders: 200,
  /** Characters of request and review remarks. */
  maxRemarks: 500,
} as const;

/** Values of the invoice request form: the chosen work order ids (as text) and remarks. */
export interface InvoiceRequestValues {
  workOrderIds: string[];
  remarks: string;
}

/** Empty invoice request values. */
export const invoiceRequestInitialValues: InvoiceRequestValues = { workOrderIds: [], remarks: '' };

/** What the invoice request form submits: numeric work order ids and trimmed remarks. */
export interface InvoiceRequestSubmission {
  workOrderIds: number[];
  remarks: string;
}

/** Values of the review form: the decision (`''` until chosen) and remarks. */
export interface InvoiceReviewValues {
  decision: '' | 'approved' | 'rejected';
  remarks: string;
}

/** Empty review values. */
export const invoiceReviewInitialValues: InvoiceReviewValues = { decision: '', remarks: '' };

/** What the review form submits (the server's PATCH body: status and remarks). */
export interface InvoiceReviewSubmission {
  decision: 'approved' | 'rejected';
  remarks: string;
}

/** Values of the partner invoice form: the chosen invoice request id (as text, `''` when none). */
export interface PartnerInvoiceValues {
  invoiceRequestId: string;
}

/** Empty partner invoice values. */
export const partnerInvoiceInitialValues: PartnerInvoiceValues = { invoiceRequestId: '' };

/** What the partner invoice form submits. */
export interface PartnerInvoiceSubmission {
  invoiceRequestId: number;
}
