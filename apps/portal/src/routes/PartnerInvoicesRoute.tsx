import { PartnerInvoiceListContainer } from './invoice-requests/PartnerInvoiceListContainer.tsx';

/**
 * /partner-invoices (coordinator and project manager / admin menus): the partner invoices made
 * from approved invoice requests, with 'Download', 'Resend' and 'Retry creation' for the roles
 * the call table allows (`CALL_ROLES.generatePartnerInvoice`, `partnerInvoiceResend`,
 * `partnerInvoiceRetryCreate`); other roles see the list only. Spec: operations §2 'Operations
 * menu', §7 'Finance', §8.
 */
export function PartnerInvoicesRoute() {
  return <PartnerInvoiceListContainer />;
}
