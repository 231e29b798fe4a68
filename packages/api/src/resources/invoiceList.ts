import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery, type ListQuery, type ListResponse } from './lists.ts';

// The payable partner's own invoices (/invoice-list, issue 14). Shapes are "not shown" in the
// spec (operations §2 'Finance menu', §6): the reference server's choice.

/** Where a partner's invoice stands, from request to payment. */
export type PartnerInvoiceStage = 'requested' | 'approved' | 'invoiced' | 'paid' | 'rejected';

/** One of the partner's invoice requests or invoices. Amount in rupees; `dueDate`, `paymentDate` `YYYY-MM-DD`. */
export interface PartnerInvoiceEntry {
  id: number;
  requestNumber: string;
  invoiceNumber: string | null;
  stage: PartnerInvoiceStage;
  amount: number;
  workOrderCount: number;
  /** ISO 8601. */
  createdAt: string;
  invoicedAt: string | null;
  dueDate: string | null;
  isOverdue: boolean;
  paymentDate: string | null;
  paymentReference: string | null;
  reviewRemarks: string;
}

/** Query of GET /finance/invoice-list/ (orderable: created_at, amount, due_date, request_number). */
export interface PartnerInvoiceEntryQuery extends ListQuery {
  stage?: PartnerInvoiceStage;
}

/**
 * `client.invoiceList`: the signed-in payable partner's invoices only (server-filtered). Rejects
 * with an `ApiError` (401, 403 outside `CALL_ROLES.partnerInvoiceList`, 400, 404 for another
 * partner's invoice).
 */
export interface InvoiceListApi {
  /** GET /finance/invoice-list/. */
  list(
    query?: PartnerInvoiceEntryQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<PartnerInvoiceEntry>>;
  /** GET /finance/invoice-list/{id}/download/: the invoice file (CSV from the reference server) named `<invoice_number>.csv`. */
  download(id: number, options?: RequestOptions): Promise<Blob>;
}

interface WireEntry {
  id: number;
  request_number: string;
  invoice_number: string | null;
  stage: PartnerInvoiceStage;
  amount: number;
  work_order_count: number;
  created_at: string;
  invoiced_at: string | null;
  due_date: string | null;
  is_overdue: boolean;
  payment_date: string | null;
  payment_reference: string | null;
  review_remarks: string;
}

/** Builds `client.invoiceList`. */
export function createInvoiceListApi(core: HttpCore): InvoiceListApi {
  return {
    list: async (query, options) => {
      const page = await core.get<ListResponse<WireEntry>>(
        '/finance/invoice-list/',
        withQuery(query, options),
      );
      return {
        ...page,
        results: (page.results ?? []).map((wire) => ({
          id: wire.id,
          requestNumber: wire.request_number,
          invoiceNumber: wire.invoice_number,
          stage: wire.stage,
          amount: wire.amount,
          workOrderCount: wire.work_order_count,
          createdAt: wire.created_at,
          invoicedAt: wire.invoiced_at,
          dueDate: wire.due_date,
          isOverdue: wire.is_overdue,
          paymentDate: wire.payment_date,
          paymentReference: wire.payment_reference,
          reviewRemarks: wire.review_remarks,
        })),
      };
    },
    download: (id, options) =>
      core.getBlob(`/finance/invoice-list/${encodeURIComponent(String(id))}/download/`, options),
  };
}
