export { InvoiceRequestDialog } from './InvoiceRequestDialog.tsx';
export type { InvoiceRequestDialogProps } from './InvoiceRequestDialog.tsx';
