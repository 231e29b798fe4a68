import type { DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { requestById, type InvoiceRequestRow } from '../invoice-requests/repository.ts';
import { FINANCE_MESSAGES } from '../invoice-requests/schemas.ts';

/** One line of a partner invoice: a work order. Amount in rupees. */
export interface InvoiceLine {
  wo_number: string;
  ticket_id: string;
  description: string;
  project: string;
  amount: number;
  completed_at: Date;
}

const ASSIGN_INVOICE_NUMBER = `UPDATE invoice_requests SET invoice_status = 'created',
  invoice_number = 'INV-' || lpad(nextval('partner_invoice_number_seq')::text, 6, '0') WHERE id = $1`;

/**
 * The partner invoice of an approved request with its lines; the first call assigns the invoice
 * number. 404 unknown request, 409 not approved or creation failed.
 */
export async function generateInvoice(
  tx: DbTx,
  id: number,
): Promise<{ invoice: InvoiceRequestRow | undefined; lines: InvoiceLine[] }> {
  const [row] = await tx.query<{ status: string; invoice_status: string }>(
    'SELECT status, invoice_status FROM invoice_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
  if (row.status !== 'approved') throw new HttpError(409, FINANCE_MESSAGES.notApproved);
  if (row.invoice_status === 'failed') throw new HttpError(409, FINANCE_MESSAGES.creationFailed);
  if (row.invoice_status === 'none') await tx.query(ASSIGN_INVOICE_NUMBER, [id]);
  const invoice = await requestById(tx, id);
  const lines = await tx.query<InvoiceLine>(
    `SELECT wo.wo_number, wo.ticket_id, wo.description, pr.code AS project, wo.amount::float8 AS amount, wo.completed_at
     FROM work_orders wo JOIN projects pr ON pr.id = wo.project_id WHERE wo.invoice_request_id = $1 ORDER BY wo.completed_at, wo.id`,
    [id],
  );
  return { invoice, lines };
}

/** Counts one more sending of a created invoice; 404 unknown, 409 no invoice yet. */
export async function recordResend(tx: DbTx, id: number, now: Date): Promise<InvoiceRequestRow | undefined> {
  const [row] = await tx.query<{ invoice_status: string }>(
    'SELECT invoice_status FROM invoice_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
  if (row.invoice_status !== 'created') throw new HttpError(409, FINANCE_MESSAGES.noInvoice);
  await tx.query('UPDATE invoice_requests SET sent_count = sent_count + 1, last_sent_at = $2 WHERE id = $1', [
    id,
    now,
  ]);
  return requestById(tx, id);
}

/** Creates again an invoice whose creation failed, with a new number; 404 unknown, 409 when it did not fail. */
export async function retryCreate(tx: DbTx, id: number): Promise<InvoiceRequestRow | undefined> {
  const [row] = await tx.query<{ invoice_status: string }>(
    'SELECT invoice_status FROM invoice_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
  if (row.invoice_status !== 'failed') throw new HttpError(409, FINANCE_MESSAGES.notFailed);
  await tx.query(ASSIGN_INVOICE_NUMBER, [id]);
  return requestById(tx, id);
}
