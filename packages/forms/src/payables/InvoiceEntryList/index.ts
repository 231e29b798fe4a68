export { INVOICE_STAGES, InvoiceEntryList } from './InvoiceEntryList.tsx';
export type { InvoiceEntryListProps } from './InvoiceEntryList.tsx';
