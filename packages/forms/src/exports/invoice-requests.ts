/**
 * `@partner-portal/forms/invoice-requests`: the invoice request and partner invoice screens (the
 * partner and request lists, the request create and review dialogs, the partner invoice list, form
 * and row actions), their columns, schemas, values, status labels and texts. Spec: operations §7 'Finance'.
 * @packageDocumentation
 */
export { InvoiceRequestPartnerList } from '../invoice-requests/InvoiceRequestPartnerList/index.ts';
export type { InvoiceRequestPartnerListProps } from '../invoice-requests/InvoiceRequestPartnerList/index.ts';
export { InvoiceRequestList } from '../invoice-requests/InvoiceRequestList/index.ts';
export type { InvoiceRequestListProps } from '../invoice-requests/InvoiceRequestList/index.ts';
export { PartnerInvoiceList } from '../invoice-requests/PartnerInvoiceList/index.ts';
export type { PartnerInvoiceListProps } from '../invoice-requests/PartnerInvoiceList/index.ts';
export { InvoiceRequestDialog } from '../invoice-requests/InvoiceRequestDialog/index.ts';
export type { InvoiceRequestDialogProps } from '../invoice-requests/InvoiceRequestDialog/index.ts';
export { InvoiceReviewDialog } from '../invoice-requests/InvoiceReviewDialog/index.ts';
export type { InvoiceReviewDialogProps } from '../invoice-requests/InvoiceReviewDialog/index.ts';
export { PartnerInvoiceForm } from '../invoice-requests/PartnerInvoiceForm/index.ts';
export type { PartnerInvoiceFormProps } from '../invoice-requests/PartnerInvoiceForm/index.ts';
export { PartnerInvoiceActions } from '../invoice-requests/PartnerInvoiceActions/index.ts';
export type { PartnerInvoiceActionsProps } from '../invoice-requests/PartnerInvoiceActions/index.ts';
export {
  invoiceRequestSchema,
  invoiceReviewSchema,
  partnerInvoiceSchema,
} from '../invoice-requests/schema.ts';
export type {
  InvoiceRequestSchemaMessages,
  InvoiceReviewSchemaMessages,
  PartnerInvoiceSchemaMessages,
} from '../invoice-requests/schema.ts';
export {
  INVOICE_REQUEST_LIMITS,
  invoiceRequestInitialValues,
  invoiceReviewInitialValues,
  partnerInvoiceInitialValues,
} from '../invoice-requests/values.ts';
export type {
  InvoiceRequestSubmission,
  InvoiceRequestValues,
  InvoiceReviewSubmission,
  InvoiceReviewValues,
  PartnerInvoiceSubmission,
  PartnerInvoiceValues,
} from '../invoice-requests/values.ts';
export type {
  InvoiceRequestPartnerRow,
  InvoiceRequestRow,
  InvoiceRequestState,
  InvoiceRequestSummary,
  InvoiceWorkOrderOption,
  PartnerInvoiceRequestOption,
  PartnerInvoiceState,
  PartnerInvoiceSummary,
} from '../invoice-requests/types.ts';
export { formatDay, formatRupees } from '../invoice-requests/format.ts';
export { invoiceRequestMessages } from '../invoice-requests/messages.ts';
export { INVOICE_STATUSES, REQUEST_STATUSES, oneOf } from '../invoice-requests/columns.tsx';
export { invoiceRequestListMessages } from '../invoice-requests/listMessages.ts';
export type { InvoiceRequestListMessages } from '../invoice-requests/listMessages.ts';
