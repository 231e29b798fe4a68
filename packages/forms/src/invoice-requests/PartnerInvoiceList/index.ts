export { PartnerInvoiceList } from './PartnerInvoiceList.tsx';
export type { PartnerInvoiceListProps } from './PartnerInvoiceList.tsx';
