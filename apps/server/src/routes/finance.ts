import { CALL_ROLES } from '@partner-portal/api/roles';
import { requireUser } from '../auth/guard.ts';
import type { DbTx } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import {
  listParams,
  queryEnum,
  queryInt,
  runList,
  SqlParams,
  type ListAnswer,
  type RawQuery,
} from './listing.ts';
import { fill } from '../text.ts';
import type { RouteModule } from './types.ts';

/** Review states of an invoice request. */
export const INVOICE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** States of the partner invoice made from an approved request. */
export const INVOICE_STATUSES = ['none', 'created', 'failed'] as const;

/** Texts of the finance answers (the spec shows none; the reference server's wording). */
export const FINANCE_MESSAGES = {
  requestCreated: 'Invoice request created.',
  requestInvalid: 'Send partner_id and work_order_ids (1 to 200 work order ids).',
  partnerNotFound: 'Partner not found.',
  workOrdersNotFound: 'Work orders not found for this partner: {ids}.',
  workOrdersTaken: 'Work orders already in an invoice request: {ids}.',
  requestNotFound: 'Invoice request not found.',
  reviewInvalid: "Send status 'approved' or 'rejected'.",
  remarksRequired: 'Remarks are required to reject.',
  alreadyReviewed: 'This invoice request has already been reviewed.',
  approved: 'Invoice request approved.',
  rejected: 'Invoice request rejected.',
  invoiceBodyInvalid: 'Send invoice_request_id.',
  notApproved: 'Only an approved invoice request can be invoiced.',
  creationFailed: 'Creating this invoice failed: retry the creation first.',
  noInvoice: 'No invoice has been created for this request yet.',
  resent: 'Invoice {number} sent again to {email}.',
  notFailed: 'Only an invoice whose creation failed can be retried.',
  retried: 'Invoice {number} created.',
} as const;

/** An invoice request as the finance calls answer it (amounts in rupees). */
export interface InvoiceRequestRow {
  id: number;
  request_number: string;
  partner: { id: number; uuid: string; name: string; city: string; email: string };
  status: (typeof INVOICE_REQUEST_STATUSES)[number];
  amount: number;
  work_order_count: number;
  remarks: string;
  review_remarks: string;
  created_at: string;
  reviewed_at: string | null;
  invoice_number: string | null;
  invoice_status: (typeof INVOICE_STATUSES)[number];
  sent_count: number;
  last_sent_at: string | null;
}

const REQUEST_SELECT = `r.id, r.request_number,
  json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name, 'city', p.city, 'email', p.email) AS partner,
  r.status, r.amount::float8 AS amount,
  (SELECT count(*)::int FROM work_orders wo WHERE wo.invoice_request_id = r.id) AS work_order_count,
  r.remarks, r.review_remarks, r.created_at, r.reviewed_at, r.invoice_number, r.invoice_status, r.sent_count, r.last_sent_at`;
const REQUEST_FROM = 'FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id';

async function requestById(db: DbTx, id: number): Promise<InvoiceRequestRow | undefined> {
  const [row] = await db.query<InvoiceRequestRow>(
    `SELECT ${REQUEST_SELECT} ${REQUEST_FROM} WHERE r.id = $1`,
    [id],
  );
  return row;
}

const invoiceBodySchema = {
  type: 'object',
  required: ['invoice_request_id'],
  properties: { invoice_request_id: { type: 'integer', minimum: 1 } },
} as const;

/** Quotes a CSV field (RFC 4180) and defuses spreadsheet formulas. */
export function csvField(value: string | number): string {
  let textValue = String(value);
  if (/^[=+\-@\t\r]/.test(textValue) && typeof value === 'string') textValue = `'${textValue}`;
  return /[",\r\n]/.test(textValue) ? `"${textValue.replace(/"/g, '""')}"` : textValue;
}

/**
 * The finance calls of the reference server, each guarded by its role set in `CALL_ROLES`
 * (packages/api/src/roles.ts). Lists take `page`, `page_size`, `search`, `ordering` and answer
 * `{ status: 200, results, count }`; writes run in one transaction.
 * Spec: operations §7 'Finance', 'Identity-adjacent' (task count), §6. Shapes are "not shown"
 * in the spec: the reference server's choice.
 */
export const financeRoutes: RouteModule = {
  name: 'finance',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /finance/task-count/: `{ status: 200, task_count }`, the finance Actions badge: invoice
     * requests awaiting review plus invoices whose creation failed.
     * Spec: operations §2 'Finance menu' (Actions badge), §3 'Other responses', §7.
     */
    api.get('/finance/task-count/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.financeTaskCount });
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM invoice_requests WHERE status = 'pending' OR invoice_status = 'failed'`,
      );
      return { status: 200, task_count: row?.count ?? 0 };
    });

    /**
     * GET /finance/invoicerequest_partner-list/: partners with completed work orders not yet in an
     * invoice request, with `open_work_orders` and `open_amount` (rupees). Search name, city,
     * phone; ordering name, city, open_amount, open_work_orders. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>('/finance/invoicerequest_partner-list/', async (request) => {
      await requireUser(request, { roles: CALL_ROLES.invoiceRequestPartnerList });
      const list = listParams(request.query);
      const params = new SqlParams();
      const page = await runList(
        db,
        {
          select: `p.id, p.uuid, p.name, p.phone, p.city, p.state, count(wo.id)::int AS open_work_orders,
            sum(wo.amount)::float8 AS open_amount`,
          from: 'FROM network_partners p JOIN work_orders wo ON wo.partner_id = p.id AND wo.invoice_request_id IS NULL',
          searchable: ['p.name', 'p.city', 'p.phone'],
          orderable: {
            id: 'p.id',
            name: 'p.name',
            city: 'p.city',
            open_amount: 'sum(wo.amount)',
            open_work_orders: 'count(wo.id)',
          },
          defaultOrdering: 'name',
          groupBy: 'p.id',
        },
        list,
        params,
        'p.id',
      );
      return { status: 200, ...page };
    });

    /**
     * GET /finance/invoice-request/: invoice requests. Filters `status`, `invoice_status`,
     * `partner` (id); search request_number, invoice_number, partner name; ordering created_at,
     * amount, status, partner, request_number. Spec: operations §7 (shape not shown).
     */
    api.get<{ Querystring: RawQuery }>(
      '/finance/invoice-request/',
      async (request): Promise<ListAnswer<InvoiceRequestRow>> => {
        await requireUser(request, { roles: CALL_ROLES.invoiceRequestList });
        const list = listParams(request.query);
        const params = new SqlParams();
        const where: string[] = [];
        const status = queryEnum(request.query, 'status', INVOICE_REQUEST_STATUSES);
        if (status) where.push(`r.status = ${params.add(status)}`);
        const invoiceStatus = queryEnum(request.query, 'invoice_status', INVOICE_STATUSES);
        if (invoiceStatus) where.push(`r.invoice_status = ${params.add(invoiceStatus)}`);
        const partner = queryInt(request.query, 'partner');
        if (partner !== undefined) where.push(`r.partner_id = ${params.add(partner)}`);
        const page = await runList<InvoiceRequestRow>(
          db,
          {
            select: REQUEST_SELECT,
            from: REQUEST_FROM,
            searchable: ['r.request_number', 'r.invoice_number', 'p.name'],
            orderable: {
              id: 'r.id',
              created_at: 'r.created_at',
              amount: 'r.amount',
              status: 'r.status',
              partner: 'p.name',
              request_number: 'r.request_number',
            },
            defaultOrdering: '-created_at',
            where,
          },
          list,
          params,
          'r.id',
        );
        return { status: 200, ...page };
      },
    );

    /**
     * POST /finance/invoice-request/ `{ partner_id, work_order_ids, remarks? }`: bundles the
     * partner's completed, not yet requested work orders into a pending request whose amount is
     * their sum; 201 `{ status: 201, message, data }`, 404 unknown partner or work orders of
     * another partner, 409 work orders already requested. Spec: operations §7 (shape not shown).
     */
    api.post<{ Body: { partner_id: number; work_order_ids: number[]; remarks?: string } }>(
      '/finance/invoice-request/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['partner_id', 'work_order_ids'],
            properties: {
              partner_id: { type: 'integer', minimum: 1 },
              work_order_ids: {
                type: 'array',
                minItems: 1,
                maxItems: 200,
                uniqueItems: true,
                items: { type: 'integer', minimum: 1 },
              },
              remarks: { type: 'string', maxLength: 500 },
            },
          },
        },
        config: { validationMessages: { '*': FINANCE_MESSAGES.requestInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.invoiceRequestCreate });
        },
      },
      async (request, reply) => {
        const user = await requireUser(request, { roles: CALL_ROLES.invoiceRequestCreate });
        const { partner_id: partnerId, work_order_ids: ids } = request.body;
        const data = await db.transaction(async (tx) => {
          const [partner] = await tx.query('SELECT id FROM network_partners WHERE id = $1', [partnerId]);
          if (!partner) throw new HttpError(404, FINANCE_MESSAGES.partnerNotFound);
          const rows = await tx.query<{ id: number; invoice_request_id: number | null }>(
            'SELECT id, invoice_request_id FROM work_orders WHERE id = ANY($1::int[]) AND partner_id = $2 ORDER BY id FOR UPDATE',
            [ids.map(String), partnerId],
          );
          const found = new Set(rows.map((row) => row.id));
          const missing = ids.filter((id) => !found.has(id));
          if (missing.length > 0)
            throw new HttpError(404, fill(FINANCE_MESSAGES.workOrdersNotFound, { ids: missing.join(', ') }));
          const taken = rows.filter((row) => row.invoice_request_id !== null).map((row) => row.id);
          if (taken.length > 0)
            throw new HttpError(409, fill(FINANCE_MESSAGES.workOrdersTaken, { ids: taken.join(', ') }));
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO invoice_requests (request_number, partner_id, amount, remarks, requested_by, created_at)
             SELECT 'IR-' || lpad(nextval('invoice_request_number_seq')::text, 6, '0'), $1,
                    (SELECT sum(amount) FROM work_orders WHERE id = ANY($2::int[])), $3, $4, $5
             RETURNING id`,
            [partnerId, ids.map(String), request.body.remarks?.trim() ?? '', user.id, api.ctx.now()],
          );
          const id = created?.id ?? 0;
          await tx.query('UPDATE work_orders SET invoice_request_id = $1 WHERE id = ANY($2::int[])', [
            id,
            ids.map(String),
          ]);
          return requestById(tx, id);
        });
        return reply.code(201).send({ status: 201, message: FINANCE_MESSAGES.requestCreated, data });
      },
    );

    /**
     * PATCH /finance/invoice-request/{id}/ `{ status: 'approved' | 'rejected', remarks? }`
     * (remarks required to reject): reviews a pending request; a rejection frees its work orders
     * for a new request. 404 unknown, 409 already reviewed. Spec: operations §7 (shape not shown).
     */
    api.patch<{ Params: { id: string }; Body: { status: 'approved' | 'rejected'; remarks?: string } }>(
      '/finance/invoice-request/:id/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['status'],
            properties: {
              status: { type: 'string', enum: ['approved', 'rejected'] },
              remarks: { type: 'string', maxLength: 500 },
            },
          },
        },
        config: { validationMessages: { '*': FINANCE_MESSAGES.reviewInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.invoiceRequestReview });
        },
      },
      async (request) => {
        const user = await requireUser(request, { roles: CALL_ROLES.invoiceRequestReview });
        const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const { status } = request.body;
        const remarks = request.body.remarks?.trim() ?? '';
        if (status === 'rejected' && remarks === '')
          throw new HttpError(400, FINANCE_MESSAGES.remarksRequired);
        const data = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ status: string }>(
            'SELECT status FROM invoice_requests WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
          if (row.status !== 'pending') throw new HttpError(409, FINANCE_MESSAGES.alreadyReviewed);
          await tx.query(
            'UPDATE invoice_requests SET status = $2, review_remarks = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1',
            [id, status, remarks, user.id, api.ctx.now()],
          );
          if (status === 'rejected')
            await tx.query('UPDATE work_orders SET invoice_request_id = NULL WHERE invoice_request_id = $1', [
              id,
            ]);
          return requestById(tx, id);
        });
        return {
          status: 200,
          message: status === 'approved' ? FINANCE_MESSAGES.approved : FINANCE_MESSAGES.rejected,
          data,
        };
      },
    );

    /**
     * POST /finance/generate-partner-invoice/ `{ invoice_request_id }`: the partner invoice of an
     * approved request as a CSV file (`text/csv; charset=utf-8`, `Content-Disposition: attachment;
     * filename="INV-000001.csv"`): a header block (invoice and request numbers, partner, date) and
     * one line per work order, then the total in rupees. The first generation assigns the invoice
     * number (invoice_status `created`); later ones return the same invoice. 404 unknown request,
     * 409 not approved or creation failed. Spec: operations §7 'Finance' ("the response is a file
     * blob"; the format is the reference server's choice).
     */
    api.post<{ Body: { invoice_request_id: number } }>(
      '/finance/generate-partner-invoice/',
      {
        schema: { body: invoiceBodySchema },
        config: { validationMessages: { '*': FINANCE_MESSAGES.invoiceBodyInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.generatePartnerInvoice });
        },
      },
      async (request, reply) => {
        const id = request.body.invoice_request_id;
        const { invoice, lines } = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ status: string; invoice_status: string }>(
            'SELECT status, invoice_status FROM invoice_requests WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
          if (row.status !== 'approved') throw new HttpError(409, FINANCE_MESSAGES.notApproved);
          if (row.invoice_status === 'failed') throw new HttpError(409, FINANCE_MESSAGES.creationFailed);
          if (row.invoice_status === 'none') {
            await tx.query(
              `UPDATE invoice_requests SET invoice_status = 'created',
                 invoice_number = 'INV-' || lpad(nextval('partner_invoice_number_seq')::text, 6, '0') WHERE id = $1`,
              [id],
            );
          }
          const found = await requestById(tx, id);
          const workOrders = await tx.query<{
            wo_number: string;
            ticket_id: string;
            description: string;
            project: string;
            amount: number;
            completed_at: Date;
          }>(
            `SELECT wo.wo_number, wo.ticket_id, wo.description, pr.code AS project, wo.amount::float8 AS amount, wo.completed_at
             FROM work_orders wo JOIN projects pr ON pr.id = wo.project_id WHERE wo.invoice_request_id = $1 ORDER BY wo.completed_at, wo.id`,
            [id],
          );
          return { invoice: found, lines: workOrders };
        });
        if (!invoice?.invoice_number) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
        const rupees = (amount: number) => amount.toFixed(2);
        const rows: (string | number)[][] = [
          ['Invoice number', invoice.invoice_number],
          ['Invoice request', invoice.request_number],
          ['Partner', invoice.partner.name],
          ['Partner city', invoice.partner.city],
          ['Date', api.ctx.now().toISOString().slice(0, 10)],
          ['Currency', 'INR'],
          [],
          ['Work order', 'Ticket', 'Project', 'Description', 'Completed on', 'Amount'],
          ...lines.map((line) => [
            line.wo_number,
            line.ticket_id,
            line.project,
            line.description,
            new Date(line.completed_at).toISOString().slice(0, 10),
            rupees(line.amount),
          ]),
          [],
          ['Total', '', '', '', '', rupees(invoice.amount)],
        ];
        const csv = `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${invoice.invoice_number}.csv"`)
          .send(csv);
      },
    );

    /**
     * POST /finance/partner-invoice/resend/ `{ invoice_request_id }`: sends a created invoice to
     * the partner's e-mail again (counts `sent_count`, sets `last_sent_at`); 404 unknown, 409 no
     * invoice yet. Spec: operations §7 'Finance' (shape not shown: reference server's choice).
     */
    api.post<{ Body: { invoice_request_id: number } }>(
      '/finance/partner-invoice/resend/',
      {
        schema: { body: invoiceBodySchema },
        config: { validationMessages: { '*': FINANCE_MESSAGES.invoiceBodyInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.partnerInvoiceResend });
        },
      },
      async (request) => {
        const id = request.body.invoice_request_id;
        const data = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ invoice_status: string }>(
            'SELECT invoice_status FROM invoice_requests WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
          if (row.invoice_status !== 'created') throw new HttpError(409, FINANCE_MESSAGES.noInvoice);
          await tx.query(
            'UPDATE invoice_requests SET sent_count = sent_count + 1, last_sent_at = $2 WHERE id = $1',
            [id, api.ctx.now()],
          );
          return requestById(tx, id);
        });
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
     * unknown, 409 when it did not fail. Spec: operations §7 'Finance' (shape not shown).
     */
    api.post<{ Body: { invoice_request_id: number } }>(
      '/finance/partner-invoice/retry-create/',
      {
        schema: { body: invoiceBodySchema },
        config: { validationMessages: { '*': FINANCE_MESSAGES.invoiceBodyInvalid } },
        preValidation: async (request) => {
          await requireUser(request, { roles: CALL_ROLES.partnerInvoiceRetryCreate });
        },
      },
      async (request) => {
        const id = request.body.invoice_request_id;
        const data = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ invoice_status: string }>(
            'SELECT invoice_status FROM invoice_requests WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
          if (row.invoice_status !== 'failed') throw new HttpError(409, FINANCE_MESSAGES.notFailed);
          await tx.query(
            `UPDATE invoice_requests SET invoice_status = 'created',
               invoice_number = 'INV-' || lpad(nextval('partner_invoice_number_seq')::text, 6, '0') WHERE id = $1`,
            [id],
          );
          return requestById(tx, id);
        });
        return {
          status: 200,
          message: fill(FINANCE_MESSAGES.retried, { number: data?.invoice_number ?? '' }),
          data,
        };
      },
    );
  },
};
