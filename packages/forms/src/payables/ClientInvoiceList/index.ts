export { CLIENT_INVOICE_STATES, ClientInvoiceList } from './ClientInvoiceList.tsx';
export type { ClientInvoiceListProps } from './ClientInvoiceList.tsx';
