import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint, noFilters } from '../../routes/listing.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { invoiceCsv } from './invoiceCsv.ts';
import { noQuerySchema } from '../shared.ts';
import {
  createRequest,
  generateInvoice,
  recordResend,
  retryCreate,
  financeTaskCount,
  listPartnersToInvoice,
  listRequests,
  listWorkOrders,
  requestFilters,
  reviewRequest,
  workOrderFilters,
} from './repository.ts';
import {
  createRequestSchema,
  FINANCE_MESSAGES,
  partnerInvoiceSchema,
  reviewRequestSchema,
  type PartnerInvoiceBody,
} from './schemas.ts';

/**
 * Invoice requests: the partners with work to invoice, their work orders, the requests, creating
 * one from work orders, reviewing it, the finance task count and the partner invoice made from an
 * approved request (generating the file, sending it again, retrying a failed creation). Each call is guarded by its role set in `CALL_ROLES` (a preValidation hook);
 * lists take `page`, `page_size`, `search`, `ordering` and answer `{ status: 200, results, count }`.
 * Spec: operations §7 'Finance', §6 (shapes "not shown": the reference server's choice).
 */
export const invoiceRequestRoutes: RouteModule = {
  name: 'invoice-requests',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /finance/invoicerequest_partner-list/: partners with completed work orders not yet in an
     * invoice request, with `open_work_orders` and `open_amount` (rupees). Search name, city,
     * phone; ordering name, city, open_amount, open_work_orders.
     */
    listEndpoint(api, '/finance/invoicerequest_partner-list/', {
      roles: CALL_ROLES.invoiceRequestPartnerList,
      filters: noFilters,
      page: (db, list) => listPartnersToInvoice(db, list),
    });

    /**
     * GET /finance/invoice-request/: invoice requests. Filters `status`, `invoice_status`,
     * `partner` (id); search request_number, invoice_number, partner name; ordering created_at,
     * amount, status, partner, request_number.
     */
    listEndpoint(api, '/finance/invoice-request/', {
      roles: CALL_ROLES.invoiceRequestList,
      filters: requestFilters,
      page: listRequests,
    });

    /**
     * GET /management/invoiceing_work-orders/ (the spec's spelling): completed work orders for
     * invoicing. Filters `partner`, `project` (ids) and `invoiced` (default false: not yet in an
     * invoice request); search wo_number, ticket_id, description, partner; ordering completed_at,
     * amount, wo_number, partner. Amounts in rupees.
     */
    listEndpoint(api, '/management/invoiceing_work-orders/', {
      roles: CALL_ROLES.invoicingWorkOrders,
      filters: workOrderFilters,
      page: listWorkOrders,
    });

    /**
     * GET /finance/task-count/: `{ status: 200, task_count }`, the finance Actions badge: invoice
     * requests awaiting review plus invoices whose creation failed.
     * Spec: operations §2 'Finance menu' (Actions badge), §3 'Other responses', §7.
     */
    api.get(
      '/finance/task-count/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.financeTaskCount }) },
      async () => ({ status: 200, task_count: await financeTaskCount(db) }),
    );

    /**
     * POST /finance/invoice-request/ `{ partner_id, work_order_ids, remarks? }` -> 201 `{ status:
     * 201, message, data }`; 404 unknown partner or work orders of another partner, 409 work orders
     * already requested.
     */
    api.post<{ Body: { partner_id: number; work_order_ids: number[]; remarks?: string } }>(
      '/finance/invoice-request/',
      {
        schema: createRequestSchema,
        config: { validationMessages: { '*': FINANCE_MESSAGES.requestInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.invoiceRequestCreate }),
      },
      async (request, reply) => {
        const user = request.authUser!;
        const data = await db.transaction((tx) =>
          createRequest(tx, {
            partnerId: request.body.partner_id,
            workOrderIds: request.body.work_order_ids,
            remarks: request.body.remarks?.trim() ?? '',
            requestedBy: user.id,
            now: api.ctx.now(),
          }),
        );
        return reply.code(201).send({ status: 201, message: FINANCE_MESSAGES.requestCreated, data });
      },
    );

    /**
     * PATCH /finance/invoice-request/{id}/ `{ status: 'approved' | 'rejected', remarks? }` (remarks
     * required to reject) -> 200 `{ status: 200, message, data }`; 404 unknown, 409 already reviewed.
     */
    api.patch<{ Params: { id: string }; Body: { status: 'approved' | 'rejected'; remarks?: string } }>(
      '/finance/invoice-request/:id/',
      {
        schema: reviewRequestSchema,
        config: { validationMessages: { '*': FINANCE_MESSAGES.reviewInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.invoiceRequestReview }),
      },
      async (request) => {
        const user = request.authUser!;
        const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const { status } = request.body;
        const remarks = request.body.remarks?.trim() ?? '';
        if (status === 'rejected' && remarks === '')
          throw new HttpError(400, FINANCE_MESSAGES.remarksRequired);
        const data = await db.transaction((tx) =>
          reviewRequest(tx, { id, status, remarks, reviewedBy: user.id, now: api.ctx.now() }),
        );
        return {
          status: 200,
          message: status === 'approved' ? FINANCE_MESSAGES.approved : FINANCE_MESSAGES.rejected,
          data,
        };
      },
    );

    const route = (roles: (typeof CALL_ROLES)[keyof typeof CALL_ROLES]) => ({
      schema: partnerInvoiceSchema,
      config: { validationMessages: { '*': FINANCE_MESSAGES.invoiceBodyInvalid } },
      preValidation: authenticate({ roles }),
    });

    /**
     * POST /finance/generate-partner-invoice/ `{ invoice_request_id }`: the partner invoice of an
     * approved request as a CSV file (`text/csv; charset=utf-8`, `Content-Disposition: attachment;
     * filename="INV-000001.csv"`, see {@link invoiceCsv}). The first generation assigns the invoice
     * number (invoice_status `created`); later ones return the same invoice. 404 unknown request,
     * 409 not approved or creation failed. Spec: operations §7 ("the response is a file blob").
     */
    api.post<{ Body: PartnerInvoiceBody }>(
      '/finance/generate-partner-invoice/',
      route(CALL_ROLES.generatePartnerInvoice),
      async (request, reply) => {
        const { invoice, lines } = await db.transaction((tx) =>
          generateInvoice(tx, request.body.invoice_request_id),
        );
        const invoiceNumber = invoice?.invoice_number;
        if (!invoice || !invoiceNumber) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${invoiceNumber}.csv"`)
          .send(invoiceCsv({ ...invoice, invoice_number: invoiceNumber }, lines, api.ctx.now()));
      },
    );

    /**
     * POST /finance/partner-invoice/resend/ `{ invoice_request_id }`: sends a created invoice to
     * the partner's e-mail again (counts `sent_count`, sets `last_sent_at`); 404 unknown, 409 no
     * invoice yet.
     */
    api.post<{ Body: PartnerInvoiceBody }>(
      '/finance/partner-invoice/resend/',
      route(CALL_ROLES.partnerInvoiceResend),
      async (request) => {
        const data = await db.transaction((tx) =>
          recordResend(tx, request.body.invoice_request_id, api.ctx.now()),
        );
        return {
          status: 200,
          message: fill(FINANCE_MESSAGES.resent, {
            number: data?.invoice_number ?? '',
            email: data?.partner.email ?? '',
          }),
          data,
        };
      },
    );

    /**
     * POST /finance/partner-invoice/retry-create/ `{ invoice_request_id }`: creates again an invoice
     * whose creation failed (invoice_status `failed` → `created`, with a new invoice number); 404
     * unknown, 409 when it did not fail.
     */
    api.post<{ Body: PartnerInvoiceBody }>(
      '/finance/partner-invoice/retry-create/',
      route(CALL_ROLES.partnerInvoiceRetryCreate),
      async (request) => {
        const data = await db.transaction((tx) => retryCreate(tx, request.body.invoice_request_id));
        return {
          status: 200,
          message: fill(FINANCE_MESSAGES.retried, { number: data?.invoice_number ?? '' }),
          data,
        };
      },
    );
  },
};
