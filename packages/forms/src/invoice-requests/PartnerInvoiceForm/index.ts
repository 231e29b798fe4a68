export { PartnerInvoiceForm } from './PartnerInvoiceForm.tsx';
export type { PartnerInvoiceFormProps } from './PartnerInvoiceForm.tsx';
