import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { FINANCE_MESSAGES } from '../invoice-requests/schemas.ts';
import { invoiceCsv } from './csv.ts';
import { generateInvoice, recordResend, retryCreate } from './repository.ts';
import { partnerInvoiceSchema, type PartnerInvoiceBody } from './schemas.ts';

/**
 * Partner invoices made from approved invoice requests: generating the file, sending it again and
 * retrying a failed creation, each guarded by its role set in `CALL_ROLES`; writes run in one
 * transaction. Spec: operations §7 'Finance' (shapes not shown: the reference server's choice).
 */
export const partnerInvoiceRoutes: RouteModule = {
  name: 'partner-invoices',
  plugin: async (api) => {
    const { db } = api.ctx;
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
