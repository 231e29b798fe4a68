export { PartnerInvoiceActions } from './PartnerInvoiceActions.tsx';
export type { PartnerInvoiceActionsProps } from './PartnerInvoiceActions.tsx';
