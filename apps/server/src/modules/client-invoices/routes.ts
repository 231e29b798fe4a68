import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { csvField } from '../invoice-requests/invoiceCsv.ts';
import { noQuerySchema } from '../shared.ts';
import {
  clientCompanyOfInvoicer,
  clientInvoiceFilters,
  clientInvoiceOf,
  listClientInvoices,
  type ClientInvoiceRow,
} from './repository.ts';

/** Texts of the client invoice answers (the reference server's wording). */
export const CLIENT_INVOICE_MESSAGES = { notFound: 'Invoice not found.' } as const;

/** A client invoice as a CSV file (CRLF lines): header block, the billed line, GST and total in rupees. */
export function clientInvoiceCsv(invoice: ClientInvoiceRow): string {
  const rows: (string | number)[][] = [
    ['Invoice number', invoice.invoice_number],
    ['Client', invoice.client_name],
    ['Project', `${invoice.project.code} ${invoice.project.name}`],
    ['Billing month', invoice.period],
    ['Issued on', invoice.issued_at],
    ['Due on', invoice.due_at],
    ['Currency', 'INR'],
    [],
    ['Description', 'Amount'],
    [`Field services for ${invoice.period}`, invoice.amount.toFixed(2)],
    [`GST ${invoice.gst_rate}%`, invoice.gst_amount.toFixed(2)],
    ['Total', invoice.total_amount.toFixed(2)],
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The client invoicer's invoices (/client-invoices, issue 14): their company's invoices
 * (client_user_profiles.client_name) with status and due date, and each invoice's file. Another
 * company's invoice answers 404. Spec: operations §2 'Finance menu' ("client_invoicer sees only
 * Client Invoice (/client-invoices)"), §6 guard.
 */
export const clientInvoiceRoutes: RouteModule = {
  name: 'client-invoices',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /finance/client-invoices/: `{ status: 200, results, count }` of the user's company;
     * filter `status` (issued, paid, overdue); search invoice number or project; ordering
     * invoice_number, period, total_amount, issued_at, due_at.
     */
    listEndpoint(api, '/finance/client-invoices/', {
      roles: CALL_ROLES.clientInvoices,
      filters: clientInvoiceFilters,
      page: async (db, list, filters, request) =>
        listClientInvoices(
          db,
          await clientCompanyOfInvoicer(db, request.authUser!.id),
          list,
          filters,
          api.ctx.now(),
        ),
    });

    /**
     * GET /finance/client-invoices/{id}/download/: the invoice as a CSV file
     * (`attachment; filename="<invoice_number>.csv"`); 404 unknown or another company's.
     */
    api.get<{ Params: { id: string } }>(
      '/finance/client-invoices/:id/download/',
      {
        schema: {
          ...noQuerySchema,
          params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 12 } } },
        },
        preValidation: authenticate({ roles: CALL_ROLES.clientInvoices }),
      },
      async (request, reply) => {
        const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const company = await clientCompanyOfInvoicer(db, request.authUser!.id);
        const invoice = await clientInvoiceOf(db, company, id, api.ctx.now());
        if (!invoice) throw new HttpError(404, CLIENT_INVOICE_MESSAGES.notFound);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${invoice.invoice_number}.csv"`)
          .send(clientInvoiceCsv(invoice));
      },
    );
  },
};
