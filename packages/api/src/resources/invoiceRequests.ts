import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import type { ListQuery, ListResponse, ProjectRef, WriteResponse } from './lists.ts';

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
  openWorkOrders: number;
  openAmount: number;
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
  requestNumber: string;
  partner: { id: number; uuid: string; name: string; city: string; email: string };
  status: InvoiceRequestStatus;
  amount: number;
  workOrderCount: number;
  remarks: string;
  reviewRemarks: string;
  /** ISO 8601. */
  createdAt: string;
  reviewedAt: string | null;
  invoiceNumber: string | null;
  invoiceStatus: PartnerInvoiceStatus;
  sentCount: number;
  lastSentAt: string | null;
}

/** A completed work order that can go into an invoice request. Amount in rupees. */
export interface WorkOrder {
  id: number;
  woNumber: string;
  project: ProjectRef;
  partner: { id: number; name: string; city: string };
  ticketId: string;
  description: string;
  amount: number;
  /** ISO 8601. */
  completedAt: string;
  invoiceRequestId: number | null;
}

/** Query of GET /management/invoiceing_work-orders/ (orderable: id, wo_number, completed_at, amount, partner). */
export interface WorkOrderQuery extends ListQuery {
  partner?: number;
  invoiced?: boolean;
}

/** An invoice request as the server spells it. */
export interface WireInvoiceRequest {
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

/** Maps an invoice request of the server's words to {@link InvoiceRequest}. */
export function invoiceRequestFromWire(wire: WireInvoiceRequest): InvoiceRequest {
  return {
    id: wire.id,
    requestNumber: wire.request_number,
    partner: wire.partner,
    status: wire.status,
    amount: wire.amount,
    workOrderCount: wire.work_order_count,
    remarks: wire.remarks,
    reviewRemarks: wire.review_remarks,
    createdAt: wire.created_at,
    reviewedAt: wire.reviewed_at,
    invoiceNumber: wire.invoice_number,
    invoiceStatus: wire.invoice_status,
    sentCount: wire.sent_count,
    lastSentAt: wire.last_sent_at,
  };
}

interface WirePartner extends Omit<InvoiceRequestPartner, 'openWorkOrders' | 'openAmount'> {
  open_work_orders: number;
  open_amount: number;
}

interface WireWorkOrder {
  id: number;
  wo_number: string;
  project: ProjectRef;
  partner: { id: number; name: string; city: string };
  ticket_id: string;
  description: string;
  amount: number;
  completed_at: string;
  invoice_request_id: number | null;
}

/** What an invoice request is created from: the partner's free work orders (1-200). */
export interface NewInvoiceRequest {
  partnerId: number;
  workOrderIds: number[];
  remarks?: string;
}

/** Query of GET /finance/invoice-request/ (orderable: id, created_at, amount, status, partner, request_number). */
export interface InvoiceRequestQuery extends ListQuery {
  status?: InvoiceRequestStatus;
  /** Sent as `invoice_status`. */
  invoiceStatus?: PartnerInvoiceStatus;
  partner?: number;
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
  /**
   * GET /management/invoiceing_work-orders/: completed work orders, filtered by `partner` and
   * `invoiced`; the request dialog offers a partner's free ones. Spec: operations §7.
   */
  workOrders(query?: WorkOrderQuery, options?: RequestOptions): Promise<ListResponse<WorkOrder>>;
  /**
   * GET /finance/task-count/: invoice requests awaiting review plus invoices whose creation failed
   * (the finance Actions badge). Spec: operations §2 'Finance menu', §3 'Other responses', §7.
   */
  taskCount(options?: RequestOptions): Promise<number>;
  /**
   * POST /finance/generate-partner-invoice/: the partner invoice of an approved request as a `Blob`
   * (the reference server answers CSV, `text/csv`, named `<invoice_number>.csv` in
   * Content-Disposition), read through the same blob path as `client.getBlob`: a `File` whose
   * `name` is that file name when the server sends one. 409 unless approved. Spec: operations §7
   * 'Finance' ("the response is a file blob").
   */
  generateInvoice(invoiceRequestId: number, options?: RequestOptions): Promise<Blob>;
  /** POST /finance/partner-invoice/resend/ (409 when no invoice was created). Spec: operations §7. */
  resendInvoice(invoiceRequestId: number, options?: RequestOptions): Promise<WriteResponse<InvoiceRequest>>;
  /** POST /finance/partner-invoice/retry-create/ (409 unless the creation failed). Spec: operations §7. */
  retryInvoiceCreation(
    invoiceRequestId: number,
    options?: RequestOptions,
  ): Promise<WriteResponse<InvoiceRequest>>;
}

/**
 * The download name of a partner invoice: `<invoice_number>.csv`, or `<request_number>.csv`
 * before the first generation (the server names the file the same way).
 */
export function partnerInvoiceFileName(
  request: Pick<InvoiceRequest, 'invoiceNumber' | 'requestNumber'>,
): string {
  return `${request.invoiceNumber ?? request.requestNumber}.csv`;
}

/** Builds `client.invoiceRequests`. */
export function createInvoiceRequestsApi(core: HttpCore): InvoiceRequestsApi {
  const withQuery = (query: object | undefined, options: RequestOptions | undefined): RequestOptions => ({
    ...options,
    query: { ...(query as RequestOptions['query']), ...options?.query },
  });
  const written = (answer: WriteResponse<WireInvoiceRequest>): WriteResponse<InvoiceRequest> => ({
    ...answer,
    data: answer.data && invoiceRequestFromWire(answer.data),
  });
  return {
    partners: async (query, options) => {
      const page = await core.get<ListResponse<WirePartner>>(
        '/finance/invoicerequest_partner-list/',
        withQuery(query, options),
      );
      return {
        ...page,
        results: (page.results ?? []).map(({ open_work_orders, open_amount, ...partner }) => ({
          ...partner,
          openWorkOrders: open_work_orders,
          openAmount: open_amount,
        })),
      };
    },
    list: async ({ invoiceStatus, ...query } = {}, options) => {
      const page = await core.get<ListResponse<WireInvoiceRequest>>(
        '/finance/invoice-request/',
        withQuery(
          { ...query, ...(invoiceStatus !== undefined && { invoice_status: invoiceStatus }) },
          options,
        ),
      );
      return { ...page, results: (page.results ?? []).map(invoiceRequestFromWire) };
    },
    create: async ({ partnerId, workOrderIds, remarks }, options) =>
      written(
        await core.post<WriteResponse<WireInvoiceRequest>>(
          '/finance/invoice-request/',
          { partner_id: partnerId, work_order_ids: workOrderIds, ...(remarks !== undefined && { remarks }) },
          options,
        ),
      ),
    review: async (id, body, options) =>
      written(
        await core.patch<WriteResponse<WireInvoiceRequest>>(
          `/finance/invoice-request/${encodeURIComponent(String(id))}/`,
          body,
          options,
        ),
      ),
    workOrders: async (query, options) => {
      const page = await core.get<ListResponse<WireWorkOrder>>(
        '/management/invoiceing_work-orders/',
        withQuery(query, options),
      );
      return {
        ...page,
        results: (page.results ?? []).map((order) => ({
          id: order.id,
          woNumber: order.wo_number,
          project: order.project,
          partner: order.partner,
          ticketId: order.ticket_id,
          description: order.description,
          amount: order.amount,
          completedAt: order.completed_at,
          invoiceRequestId: order.invoice_request_id,
        })),
      };
    },
    taskCount: async (options) =>
      (await core.get<{ task_count: number }>('/finance/task-count/', options)).task_count,
    generateInvoice: (invoiceRequestId, options) =>
      core.request<Blob>('POST', '/finance/generate-partner-invoice/', {
        ...options,
        body: { invoice_request_id: invoiceRequestId },
        responseType: 'blob',
      }),
    resendInvoice: async (invoiceRequestId, options) =>
      written(
        await core.post<WriteResponse<WireInvoiceRequest>>(
          '/finance/partner-invoice/resend/',
          { invoice_request_id: invoiceRequestId },
          options,
        ),
      ),
    retryInvoiceCreation: async (invoiceRequestId, options) =>
      written(
        await core.post<WriteResponse<WireInvoiceRequest>>(
          '/finance/partner-invoice/retry-create/',
          { invoice_request_id: invoiceRequestId },
          options,
        ),
      ),
  };
}
