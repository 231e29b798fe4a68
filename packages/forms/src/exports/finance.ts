/**
 * `@partner-portal/forms/finance`: the finance screens' pieces (invoice request create and review
 * dialogs, partner invoice generation form, partner invoice row actions), their schemas, values,
 * status labels and texts. Spec: operations §7 'Finance'.
 * @packageDocumentation
 */
export { InvoiceRequestDialog } from '../finance/InvoiceRequestDialog/index.ts';
export type { InvoiceRequestDialogProps } from '../finance/InvoiceRequestDialog/index.ts';
export { InvoiceReviewDialog } from '../finance/InvoiceReviewDialog/index.ts';
export type { InvoiceReviewDialogProps } from '../finance/InvoiceReviewDialog/index.ts';
export { PartnerInvoiceForm } from '../finance/PartnerInvoiceForm/index.ts';
export type { PartnerInvoiceFormProps } from '../finance/PartnerInvoiceForm/index.ts';
export { PartnerInvoiceActions } from '../finance/PartnerInvoiceActions/index.ts';
export type { PartnerInvoiceActionsProps } from '../finance/PartnerInvoiceActions/index.ts';
export { invoiceRequestSchema, invoiceReviewSchema, partnerInvoiceSchema } from '../finance/schema.ts';
export type {
  InvoiceRequestSchemaMessages,
  InvoiceReviewSchemaMessages,
  PartnerInvoiceSchemaMessages,
} from '../finance/schema.ts';
export {
  INVOICE_REQUEST_LIMITS,
  invoiceRequestInitialValues,
  invoiceReviewInitialValues,
  partnerInvoiceInitialValues,
} from '../finance/values.ts';
export type {
  InvoiceRequestSubmission,
  InvoiceRequestValues,
  InvoiceReviewSubmission,
  InvoiceReviewValues,
  PartnerInvoiceSubmission,
  PartnerInvoiceValues,
} from '../finance/values.ts';
export type {
  InvoiceRequestState,
  InvoiceRequestSummary,
  InvoiceWorkOrderOption,
  PartnerInvoiceRequestOption,
  PartnerInvoiceState,
  PartnerInvoiceSummary,
} from '../finance/types.ts';
export { formatDay, formatRupees } from '../finance/format.ts';
export { financeMessages } from '../finance/messages.ts';
