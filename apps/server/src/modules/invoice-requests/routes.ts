import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint, noFilters } from '../../routes/listing.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { noQuerySchema } from '../shared.ts';
import {
  createRequest,
  financeTaskCount,
  listPartnersToInvoice,
  listRequests,
  listWorkOrders,
  requestFilters,
  reviewRequest,
  workOrderFilters,
} from './repository.ts';
import { createRequestSchema, FINANCE_MESSAGES, reviewRequestSchema } from './schemas.ts';

/**
 * Invoice requests: the partners with work to invoice, their work orders, the requests, creating
 * one from work orders, reviewing it and the finance task count. Each call is guarded by its role set in `CALL_ROLES` (a preValidation hook);
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
  },
};
