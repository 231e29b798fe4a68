export { InvoiceRequestPartnerList } from './InvoiceRequestPartnerList.tsx';
export type { InvoiceRequestPartnerListProps } from './InvoiceRequestPartnerList.tsx';
