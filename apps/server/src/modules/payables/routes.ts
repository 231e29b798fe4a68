import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint, listParams, listQuerySchema, type RawQuery } from '../../routes/listing.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { noQuerySchema } from '../shared.ts';
import { payablesCsv } from './payablesCsv.ts';
import {
  exportPayables,
  financeDashboard,
  listPayables,
  markPaid,
  payableFilters,
  type PayableKind,
} from './repository.ts';
import { MARK_PAID_VALIDATION, markPaidSchema, PAYABLES_MESSAGES, type MarkPaidBody } from './schemas.ts';

/**
 * Accounts payable of Finance Central (issue 14): the partner invoices due for payment, marking
 * them paid with a payment reference, the paid invoices, CSV exports of both lists and the finance
 * dashboard. A partner invoice is payable once its request is approved and its invoice created
 * (invoice-requests module). Lists take `page`, `page_size`, `search`, `ordering`, `partner`,
 * `month` (YYYY-MM) and, for payables, `overdue`; they answer `{ status: 200, results, count,
 * totals, partners, months }`. Spec: access §1 ('KYC verification, invoices, payables'),
 * operations §2 'Finance menu', §6 guards (shapes "not shown": the reference server's choice).
 */
export const payableRoutes: RouteModule = {
  name: 'payables',
  plugin: async (api) => {
    const { db } = api.ctx;

    /** GET /finance/payables/: unpaid partner invoices, due first; ordering invoice_number, partner, amount, invoiced_at, due_date. */
    listEndpoint(api, '/finance/payables/', {
      roles: CALL_ROLES.payables,
      filters: payableFilters,
      page: (db, list, filters) => listPayables(db, 'payable', list, filters, api.ctx.now()),
    });

    /** GET /finance/paid-invoices/: paid partner invoices, latest payment first; search also matches the payment reference. */
    listEndpoint(api, '/finance/paid-invoices/', {
      roles: CALL_ROLES.paidInvoices,
      filters: (query) => ({ ...payableFilters(query), overdue: undefined }),
      page: (db, list, filters) => listPayables(db, 'paid', list, filters, api.ctx.now()),
    });

    const exportRoute = (
      kind: PayableKind,
      path: string,
      roles: (typeof CALL_ROLES)['payables' | 'paidInvoices'],
    ) =>
      api.get<{ Querystring: RawQuery }>(
        path,
        { schema: listQuerySchema, preValidation: authenticate({ roles }) },
        async (request, reply) => {
          const filters = payableFilters(request.query);
          const list = listParams(request.query);
          const rows = await exportPayables(
            db,
            kind,
            list.search,
            list.ordering,
            kind === 'paid' ? { ...filters, overdue: undefined } : filters,
            api.ctx.now(),
          );
          const day = api.ctx.now().toISOString().slice(0, 10);
          return reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header(
              'Content-Disposition',
              `attachment; filename="${kind === 'paid' ? 'paid-invoices' : 'payables'}-${day}.csv"`,
            )
            .send(payablesCsv(kind, rows));
        },
      );

    /**
     * GET /finance/payables/export/ and /finance/paid-invoices/export/: every row the same filters,
     * search and ordering select (up to 10,000), as a CSV file (`text/csv; charset=utf-8`,
     * `attachment; filename="payables-YYYY-MM-DD.csv"`).
     */
    exportRoute('payable', '/finance/payables/export/', CALL_ROLES.payables);
    exportRoute('paid', '/finance/paid-invoices/export/', CALL_ROLES.paidInvoices);

    /**
     * POST /finance/payables/mark-paid/ `{ invoice_request_ids, payment_reference, payment_date }`
     * -> 200 `{ status: 200, message, data: PayableRow[] }`. All or nothing: 400 bad body, date in
     * the future or before an invoice date; 404 ids not payable; 409 an invoice already paid.
     */
    api.post<{ Body: MarkPaidBody }>(
      '/finance/payables/mark-paid/',
      {
        schema: markPaidSchema,
        config: { validationMessages: MARK_PAID_VALIDATION },
        preValidation: authenticate({ roles: CALL_ROLES.payablesMarkPaid }),
      },
      async (request) => {
        const { invoice_request_ids: ids, payment_reference: reference, payment_date: date } = request.body;
        const parsed = new Date(`${date}T00:00:00Z`);
        if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
          throw new HttpError(400, PAYABLES_MESSAGES.dateInvalid);
        const data = await db.transaction((tx) =>
          markPaid(tx, { ids, reference, date, paidBy: request.authUser!.id, now: api.ctx.now() }),
        );
        return {
          status: 200,
          message: fill(PAYABLES_MESSAGES.markedPaid, {
            numbers: data.map((row) => row.invoice_number).join(', '),
            reference,
          }),
          data,
        };
      },
    );

    /**
     * GET /finance/finance-dashboard/: `{ status: 200, totals, by_month, by_partner }` of invoiced
     * partner payables (outstanding, overdue, paid: rupees and counts).
     */
    api.get(
      '/finance/finance-dashboard/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.financeDashboard }) },
      async () => ({ status: 200, ...(await financeDashboard(db, api.ctx.now())) }),
    );
  },
};
