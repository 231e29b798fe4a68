import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import type { ListQuery, ListResponse, WriteResponse } from './lists.ts';

// Invoice requests (operations §7 'Finance'): the partners with work to invoice, the requests,
// creating one from work orders and reviewing it. Shapes are "not shown" in the spec: the
// reference server's choice.

/** A partner with work orders not yet in an invoice request. Amount in rupees. */
export interface InvoiceRequestPartner {
  id: number;
  uuid: string;
  name: string;
  phone: string;
  city: string;
  state: string;
  open_work_orders: number;
  open_amount: number;
}

/** Review state of an invoice request. */
export type InvoiceRequestStatus = 'pending' | 'approved' | 'rejected';
/** State of the partner invoice made from an approved request. */
export type PartnerInvoiceStatus = 'none' | 'created' | 'failed';

/**
 * An invoice request (and the partner invoice made from it). Amount in rupees.
 * Spec: operations §7 'Finance' (shape not shown: reference server's choice).
 */
export interface InvoiceRequest {
  id: number;
  request_number: string;
  partner: { id: number; uuid: string; name: string; city: string; email: string };
  status: InvoiceRequestStatus;
  amount: number;
  work_order_count: number;
  remarks: string;
  review_remarks: string;
  created_at: string;
  reviewed_at: string | null;
  invoice_number: string | null;
  invoice_status: PartnerInvoiceStatus;
  sent_count: number;
  last_sent_at: string | null;
}

/** Query of GET /finance/invoice-request/ (orderable: id, created_at, amount, status, partner, request_number). */
export interface InvoiceRequestQuery extends ListQuery {
  status?: InvoiceRequestStatus;
  invoice_status?: PartnerInvoiceStatus;
  partner?: number;
}

/** Body of POST /finance/invoice-request/: the partner's free work orders (1-200). */
export interface NewInvoiceRequest {
  partner_id: number;
  work_order_ids: number[];
  remarks?: string;
}

/** Body of PATCH /finance/invoice-request/{id}/: remarks are required to reject. */
export interface InvoiceRequestReview {
  status: 'approved' | 'rejected';
  remarks?: string;
}

/**
 * `client.invoiceRequests`. Every call rejects with an `ApiError` (401, 403 for a role outside
 * `CALL_ROLES`, 400 with the server's message, 404, 409). Spec: operations §7 'Finance'.
 */
export interface InvoiceRequestsApi {
  /** GET /finance/invoicerequest_partner-list/ (orderable: id, name, city, open_amount, open_work_orders). Spec: operations §7. */
  partners(query?: ListQuery, options?: RequestOptions): Promise<ListResponse<InvoiceRequestPartner>>;
  /** GET /finance/invoice-request/. Spec: operations §7. */
  list(query?: InvoiceRequestQuery, options?: RequestOptions): Promise<ListResponse<InvoiceRequest>>;
  /** POST /finance/invoice-request/ → 201 (409 for work orders already requested). Spec: operations §7. */
  create(body: NewInvoiceRequest, options?: RequestOptions): Promise<WriteResponse<InvoiceRequest>>;
  /** PATCH /finance/invoice-request/{id}/ (409 when already reviewed). Spec: operations §7. */
  review(
    id: number,
    body: InvoiceRequestReview,
    options?: RequestOptions,
  ): Promise<WriteResponse<InvoiceRequest>>;
}

/** Builds `client.invoiceRequests`. */
export function createInvoiceRequestsApi(core: HttpCore): InvoiceRequestsApi {
  const withQuery = (query: object | undefined, options: RequestOptions | undefined): RequestOptions => ({
    ...options,
    query: { ...(query as RequestOptions['query']), ...options?.query },
  });
  return {
    partners: (query, options) =>
      core.get('/finance/invoicerequest_partner-list/', withQuery(query, options)),
    list: (query, options) => core.get('/finance/invoice-request/', withQuery(query, options)),
    create: (body, options) => core.post('/finance/invoice-request/', body, options),
    review: (id, body, options) =>
      core.patch(`/finance/invoice-request/${encodeURIComponent(String(id))}/`, body, options),
  };
}
