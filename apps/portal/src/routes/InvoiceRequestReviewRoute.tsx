import { InvoiceRequestListContainer } from './invoice-requests/InvoiceRequestListContainer.tsx';

/**
 * /invoice-request (finance_user only, finance menu 'Invoice Request'): the invoice requests
 * (GET /finance/invoice-request/) with search, status filters, sorting and pages kept in the URL,
 * and 'Review' on pending requests (approve, or reject with remarks: PATCH
 * /finance/invoice-request/{id}/). Requests are raised on /invoice-requests: the call table lets
 * the operations roles, not finance_user, POST them (`CALL_ROLES.invoiceRequestCreate`).
 * Spec: operations §2 'Finance menu', §6, §7 'Finance', §8.
 */
export function InvoiceRequestReviewRoute() {
  return <InvoiceRequestListContainer />;
}
