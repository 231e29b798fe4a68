import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listParams, listQuerySchema, queryEnum, queryInt, type RawQuery } from '../../routes/listing.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { createRequest, listPartnersToInvoice, listRequests, reviewRequest } from './repository.ts';
import {
  createRequestSchema,
  FINANCE_MESSAGES,
  INVOICE_REQUEST_STATUSES,
  INVOICE_STATUSES,
  reviewRequestSchema,
} from './schemas.ts';

/**
 * Invoice requests: the partners with work to invoice, the requests, creating one from work orders
 * and reviewing it. Each call is guarded by its role set in `CALL_ROLES` (a preValidation hook);
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
    api.get<{ Querystring: RawQuery }>(
      '/finance/invoicerequest_partner-list/',
      {
        schema: listQuerySchema,
        preValidation: authenticate({ roles: CALL_ROLES.invoiceRequestPartnerList }),
      },
      async (request) => ({ status: 200, ...(await listPartnersToInvoice(db, listParams(request.query))) }),
    );

    /**
     * GET /finance/invoice-request/: invoice requests. Filters `status`, `invoice_status`,
     * `partner` (id); search request_number, invoice_number, partner name; ordering created_at,
     * amount, status, partner, request_number.
     */
    api.get<{ Querystring: RawQuery }>(
      '/finance/invoice-request/',
      { schema: listQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.invoiceRequestList }) },
      async (request) => {
        const page = await listRequests(db, listParams(request.query), {
          status: queryEnum(request.query, 'status', INVOICE_REQUEST_STATUSES),
          invoiceStatus: queryEnum(request.query, 'invoice_status', INVOICE_STATUSES),
          partner: queryInt(request.query, 'partner'),
        });
        return { status: 200, ...page };
      },
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
