import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { invoiceRequestFromWire, type InvoiceRequest, type WireInvoiceRequest } from './invoiceRequests.ts';
import type { WriteResponse } from './lists.ts';

/** GET /finance/task-count/ answer. Spec: operations §3 'Other responses' ("Task count response: task_count"). */
export interface TaskCountResponse {
  status: number;
  /** Invoice requests awaiting review plus invoices whose creation failed (reference server's choice). */
  task_count: number;
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
  request: Pick<InvoiceRequest, 'invoiceNumber' | 'requestNumber'>,
): string {
  return `${request.invoiceNumber ?? request.requestNumber}.csv`;
}

/** Builds `client.finance`. */
export function createFinanceApi(core: HttpCore): FinanceApi {
  return {
    taskCount: (options) => core.get('/finance/task-count/', options),
    generatePartnerInvoice: (body, options) =>
      core.request<Blob>('POST', '/finance/generate-partner-invoice/', {
        ...options,
        body,
        responseType: 'blob',
      }),
    resendPartnerInvoice: async (body, options) => {
      const answer = await core.post<WriteResponse<WireInvoiceRequest>>(
        '/finance/partner-invoice/resend/',
        body,
        options,
      );
      return { ...answer, data: answer.data && invoiceRequestFromWire(answer.data) };
    },
    retryCreatePartnerInvoice: async (body, options) => {
      const answer = await core.post<WriteResponse<WireInvoiceRequest>>(
        '/finance/partner-invoice/retry-create/',
        body,
        options,
      );
      return { ...answer, data: answer.data && invoiceRequestFromWire(answer.data) };
    },
  };
}
