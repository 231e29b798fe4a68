export { InvoiceReviewDialog } from './InvoiceReviewDialog.tsx';
export type { InvoiceReviewDialogProps } from './InvoiceReviewDialog.tsx';
