export { PaidInvoiceList } from './PaidInvoiceList.tsx';
export type { PaidInvoiceListProps } from './PaidInvoiceList.tsx';
