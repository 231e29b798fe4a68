export { InvoiceRequestList } from './InvoiceRequestList.tsx';
export type { InvoiceRequestListProps } from './InvoiceRequestList.tsx';
