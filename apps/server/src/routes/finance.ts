import { CALL_ROLES } from '@partner-portal/api/roles';
import { requireUser } from '../auth/guard.ts';
import { HttpError } from '../errors.ts';
import { FINANCE_MESSAGES } from '../modules/invoice-requests/schemas.ts';
import { requestById } from '../modules/invoice-requests/repository.ts';
import { fill } from '../text.ts';
import type { RouteModule } from './types.ts';

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
