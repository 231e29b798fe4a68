import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import type { ListQuery, ListResponse, WriteResponse } from './lists.ts';

/** GET /finance/task-count/ answer. Spec: operations §3 'Other responses' ("Task count response: task_count"). */
export interface TaskCountResponse {
  status: number;
  /** Invoice requests awaiting review plus invoices whose creation failed (reference server's choice). */
  task_count: number;
}

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

/** Body of the partner-invoice calls. */
export interface PartnerInvoiceBody {
  invoice_request_id: number;
}

/**
 * The finance calls, available as `client.finance`. Every function rejects with an `ApiError`
 * (401, 403 for a role outside `CALL_ROLES`, 400 with the server's message, 404, 409).
 * Spec: operations §7 'Finance', 'Identity-adjacent' (task count).
 */
export interface FinanceApi {
  /** GET /finance/task-count/ (the Actions badge). Spec: operations §2 'Finance menu', §7. */
  taskCount(options?: RequestOptions): Promise<TaskCountResponse>;
  /** GET /finance/invoicerequest_partner-list/ (orderable: id, name, city, open_amount, open_work_orders). Spec: operations §7. */
  invoiceRequestPartners(
    query?: ListQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<InvoiceRequestPartner>>;
  /** GET /finance/invoice-request/. Spec: operations §7. */
  invoiceRequests(
    query?: InvoiceRequestQuery,
    options?: RequestOptions,
  ): Promise<ListResponse<InvoiceRequest>>;
  /** POST /finance/invoice-request/ → 201 (409 for work orders already requested). Spec: operations §7. */
  createInvoiceRequest(
    body: NewInvoiceRequest,
    options?: RequestOptions,
  ): Promise<WriteResponse<InvoiceRequest>>;
  /** PATCH /finance/invoice-request/{id}/ (409 when already reviewed). Spec: operations §7. */
  reviewInvoiceRequest(
    id: number,
    body: InvoiceRequestReview,
    options?: RequestOptions,
  ): Promise<WriteResponse<InvoiceRequest>>;
  /**
   * POST /finance/generate-partner-invoice/: the invoice file as a `Blob` (the reference server
   * answers CSV, `text/csv`, named `<invoice_number>.csv` in Content-Disposition), read through
   * the same blob path as `client.getBlob`: a `File` whose `name` is that file name when the
   * server sends one. Spec: operations §7 'Finance' ("the response is a
   * file blob").
   */
  generatePartnerInvoice(body: PartnerInvoiceBody, options?: RequestOptions): Promise<Blob>;
  /** POST /finance/partner-invoice/resend/ (409 when no invoice was created). Spec: operations §7. */
  resendPartnerInvoice(
    body: PartnerInvoiceBody,
    options?: RequestOptions,
  ): Promise<WriteResponse<InvoiceRequest>>;
  /** POST /finance/partner-invoice/retry-create/ (409 unless the creation failed). Spec: operations §7. */
  retryCreatePartnerInvoice(
    body: PartnerInvoiceBody,
    options?: RequestOptions,
  ): Promise<WriteResponse<InvoiceRequest>>;
}

/**
 * The download name of a partner invoice: `<invoice_number>.csv`, or `<request_number>.csv`
 * before the first generation (the server names the file the same way).
 */
export function partnerInvoiceFileName(
  request: Pick<InvoiceRequest, 'invoice_number' | 'request_number'>,
): string {
  return `${request.invoice_number ?? request.request_number}.csv`;
}

/** Builds `client.finance`. */
export function createFinanceApi(core: HttpCore): FinanceApi {
  const withQuery = (query: object | undefined, options: RequestOptions | undefined): RequestOptions => ({
    ...options,
    query: { ...(query as RequestOptions['query']), ...options?.query },
  });
  return {
    taskCount: (options) => core.get('/finance/task-count/', options),
    invoiceRequestPartners: (query, options) =>
      core.get('/finance/invoicerequest_partner-list/', withQuery(query, options)),
    invoiceRequests: (query, options) => core.get('/finance/invoice-request/', withQuery(query, options)),
    createInvoiceRequest: (body, options) => core.post('/finance/invoice-request/', body, options),
    reviewInvoiceRequest: (id, body, options) =>
      core.patch(`/finance/invoice-request/${encodeURIComponent(String(id))}/`, body, options),
    generatePartnerInvoice: (body, options) =>
      core.request<Blob>('POST', '/finance/generate-partner-invoice/', {
        ...options,
        body,
        responseType: 'blob',
      }),
    resendPartnerInvoice: (body, options) => core.post('/finance/partner-invoice/resend/', body, options),
    retryCreatePartnerInvoice: (body, options) =>
      core.post('/finance/partner-invoice/retry-create/', body, options),
  };
}
