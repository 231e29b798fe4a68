import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery, type ListQuery, type ListResponse, type ProjectRef } from './lists.ts';

// The client invoicer's invoices (/client-invoices, issue 14). Shapes are "not shown" in the spec
// (operations §2 'Finance menu', §6): the reference server's choice.

/** State of a client invoice: `overdue` is issued and past its due date. */
export type ClientInvoiceStatus = 'issued' | 'paid' | 'overdue';

/**
 * An invoice raised on the client company. Amounts in rupees: `amount` before GST, `gstAmount`
 * at `gstRate` percent, `totalAmount` with GST. `period` is the billing month `YYYY-MM`; dates
 * `YYYY-MM-DD`.
 */
export interface ClientInvoice {
  id: number;
  invoiceNumber: string;
  clientName: string;
  project: ProjectRef;
  period: string;
  amount: number;
  gstRate: number;
  gstAmount: number;
  totalAmount: number;
  status: ClientInvoiceStatus;
  issuedAt: string;
  dueAt: string;
  paidAt: string | null;
}

/** Query of GET /finance/client-invoices/ (orderable: invoice_number, period, total_amount, issued_at, due_at). */
export interface ClientInvoiceQuery extends ListQuery {
  status?: ClientInvoiceStatus;
}

/**
 * `client.clientInvoices`: the signed-in client invoicer's company's invoices only
 * (server-filtered). Rejects with an `ApiError` (401, 403 outside `CALL_ROLES.clientInvoices`,
 * 400, 404 for another company's invoice).
 */
export interface ClientInvoicesApi {
  /** GET /finance/client-invoices/. */
  list(query?: ClientInvoiceQuery, options?: RequestOptions): Promise<ListResponse<ClientInvoice>>;
  /** GET /finance/client-invoices/{id}/download/: the invoice file named `<invoice_number>.csv`. */
  download(id: number, options?: RequestOptions): Promise<Blob>;
}

interface WireClientInvoice {
  id: number;
  invoice_number: string;
  client_name: string;
  project: ProjectRef;
  period: string;
  amount: number;
  gst_rate: number;
  gst_amount: number;
  total_amount: number;
  status: ClientInvoiceStatus;
  issued_at: string;
  due_at: string;
  paid_at: string | null;
}

/** Builds `client.clientInvoices`. */
export function createClientInvoicesApi(core: HttpCore): ClientInvoicesApi {
  return {
    list: async (query, options) => {
      const page = await core.get<ListResponse<WireClientInvoice>>(
        '/finance/client-invoices/',
        withQuery(query, options),
      );
      return {
        ...page,
        results: (page.results ?? []).map((wire) => ({
          id: wire.id,
          invoiceNumber: wire.invoice_number,
          clientName: wire.client_name,
          project: wire.project,
          period: wire.period,
          amount: wire.amount,
          gstRate: wire.gst_rate,
          gstAmount: wire.gst_amount,
          totalAmount: wire.total_amount,
          status: wire.status,
          issuedAt: wire.issued_at,
          dueAt: wire.due_at,
          paidAt: wire.paid_at,
        })),
      };
    },
    download: (id, options) =>
      core.getBlob(`/finance/client-invoices/${encodeURIComponent(String(id))}/download/`, options),
  };
}
