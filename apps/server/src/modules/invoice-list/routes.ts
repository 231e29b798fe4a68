import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { invoiceCsv } from '../invoice-requests/invoiceCsv.ts';
import { generateInvoice } from '../invoice-requests/repository.ts';
import { noQuerySchema } from '../shared.ts';
import { invoiceListFilters, listPartnerInvoices, partnerOfUser } from './repository.ts';

/** Texts of the invoice list answers (the reference server's wording). */
export const INVOICE_LIST_MESSAGES = { notFound: 'Invoice not found.' } as const;

/**
 * The payable partner's own invoices (/invoice-list, issue 14): their partner's invoice requests
 * with the stage each is at and the payment reference once paid, and the download of a made
 * invoice. Server-filtered: a payable_partner_user sees only the partner their account is linked to
 * (payable_partner_users); another partner's invoice answers 404. Spec: operations §2 'Finance
 * menu' ("payable_partner_user sees only Dashboard (/invoice-list)"), §6 guard.
 */
export const invoiceListRoutes: RouteModule = {
  name: 'invoice-list',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /finance/invoice-list/: `{ status: 200, results, count }` of the user's partner; filter
     * `stage` (requested, approved, invoiced, paid, rejected); search request, invoice number or
     * payment reference; ordering created_at, amount, due_date, request_number.
     */
    listEndpoint(api, '/finance/invoice-list/', {
      roles: CALL_ROLES.partnerInvoiceList,
      filters: invoiceListFilters,
      page: async (db, list, filters, request) =>
        listPartnerInvoices(db, await partnerOfUser(db, request.authUser!.id), list, filters, api.ctx.now()),
    });

    /**
     * GET /finance/invoice-list/{id}/download/: the user's partner's invoice as the CSV file of
     * POST /finance/generate-partner-invoice/ (`attachment; filename="INV-000001.csv"`); 404 for
     * an unknown id, another partner's invoice or a request not invoiced yet.
     */
    api.get<{ Params: { id: string } }>(
      '/finance/invoice-list/:id/download/',
      {
        schema: {
          ...noQuerySchema,
          params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 12 } } },
        },
        preValidation: authenticate({ roles: CALL_ROLES.partnerInvoiceList }),
      },
      async (request, reply) => {
        const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const partnerId = await partnerOfUser(db, request.authUser!.id);
        const [own] = await db.query<{ id: number }>(
          `SELECT id FROM invoice_requests WHERE id = $1 AND partner_id = $2 AND invoice_status = 'created'`,
          [id, partnerId ?? 0],
        );
        if (!own) throw new HttpError(404, INVOICE_LIST_MESSAGES.notFound);
        const { invoice, lines } = await db.transaction((tx) => generateInvoice(tx, id));
        const invoiceNumber = invoice?.invoice_number;
        if (!invoice || !invoiceNumber) throw new HttpError(404, INVOICE_LIST_MESSAGES.notFound);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${invoiceNumber}.csv"`)
          .send(invoiceCsv({ ...invoice, invoice_number: invoiceNumber }, lines, api.ctx.now()));
      },
    );
  },
};
