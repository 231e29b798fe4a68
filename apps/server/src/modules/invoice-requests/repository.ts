import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryBool,
  queryEnum,
  queryInt,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { PROJECT_REF_SQL } from '../shared.ts';
import { countFinanceActions } from '../finance-work/repository.ts';
import { fill } from '../../text.ts';
import { FINANCE_MESSAGES, INVOICE_REQUEST_STATUSES, INVOICE_STATUSES } from './schemas.ts';

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

/** Columns of an {@link InvoiceRequestRow}. */
export const REQUEST_SELECT = `r.id, r.request_number,
  json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name, 'city', p.city, 'email', p.email) AS partner,
  r.status, r.amount::float8 AS amount,
  (SELECT count(*)::int FROM work_orders wo WHERE wo.invoice_request_id = r.id) AS work_order_count,
  r.remarks, r.review_remarks, r.created_at, r.reviewed_at, r.invoice_number, r.invoice_status, r.sent_count, r.last_sent_at`;
/** FROM clause of an {@link InvoiceRequestRow}. */
export const REQUEST_FROM = 'FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id';

/** One invoice request with its partner, as the finance calls answer it. */
export async function requestById(db: DbTx, id: number): Promise<InvoiceRequestRow | undefined> {
  const [row] = await db.query<InvoiceRequestRow>(
    `SELECT ${REQUEST_SELECT} ${REQUEST_FROM} WHERE r.id = $1`,
    [id],
  );
  return row;
}

/** Partners with completed work orders not yet in a request, with their count and sum (rupees). */
export function listPartnersToInvoice(db: Db, list: ListParams) {
  return runList(
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
    new SqlParams(),
    'p.id',
  );
}

/** Filters of the request list. */
export interface RequestFilters {
  status?: (typeof INVOICE_REQUEST_STATUSES)[number];
  invoiceStatus?: (typeof INVOICE_STATUSES)[number];
  partner?: number;
}

/** Reads `status`, `invoice_status`, `partner` (id); 400 for a bad value. */
export function requestFilters(query: RawQuery): RequestFilters {
  return {
    status: queryEnum(query, 'status', INVOICE_REQUEST_STATUSES),
    invoiceStatus: queryEnum(query, 'invoice_status', INVOICE_STATUSES),
    partner: queryInt(query, 'partner'),
  };
}

/** A page of invoice requests. */
export function listRequests(db: Db, list: ListParams, filters: RequestFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.status) where.push(`r.status = ${params.add(filters.status)}`);
  if (filters.invoiceStatus) where.push(`r.invoice_status = ${params.add(filters.invoiceStatus)}`);
  if (filters.partner !== undefined) where.push(`r.partner_id = ${params.add(filters.partner)}`);
  return runList<InvoiceRequestRow>(
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
}

/**
 * Bundles the partner's work orders into a pending request whose amount is their sum (in the
 * caller's transaction). 404 unknown partner or work orders of another partner; 409 work orders
 * already requested.
 */
export async function createRequest(
  tx: DbTx,
  request: {
    partnerId: number;
    workOrderIds: readonly number[];
    remarks: string;
    requestedBy: number;
    now: Date;
  },
): Promise<InvoiceRequestRow | undefined> {
  const ids = request.workOrderIds.map(String);
  const [partner] = await tx.query('SELECT id FROM network_partners WHERE id = $1', [request.partnerId]);
  if (!partner) throw new HttpError(404, FINANCE_MESSAGES.partnerNotFound);
  const rows = await tx.query<{ id: number; invoice_request_id: number | null }>(
    'SELECT id, invoice_request_id FROM work_orders WHERE id = ANY($1::int[]) AND partner_id = $2 ORDER BY id FOR UPDATE',
    [ids, request.partnerId],
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = request.workOrderIds.filter((id) => !found.has(id));
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
    [request.partnerId, ids, request.remarks, request.requestedBy, request.now],
  );
  const id = created?.id ?? 0;
  await tx.query('UPDATE work_orders SET invoice_request_id = $1 WHERE id = ANY($2::int[])', [id, ids]);
  return requestById(tx, id);
}

/**
 * Reviews a pending request (in the caller's transaction); a rejection frees its work orders for a
 * new request. 404 unknown, 409 already reviewed.
 */
export async function reviewRequest(
  tx: DbTx,
  review: { id: number; status: 'approved' | 'rejected'; remarks: string; reviewedBy: number; now: Date },
): Promise<InvoiceRequestRow | undefined> {
  const [row] = await tx.query<{ status: string }>(
    'SELECT status FROM invoice_requests WHERE id = $1 FOR UPDATE',
    [review.id],
  );
  if (!row) throw new HttpError(404, FINANCE_MESSAGES.requestNotFound);
  if (row.status !== 'pending') throw new HttpError(409, FINANCE_MESSAGES.alreadyReviewed);
  await tx.query(
    'UPDATE invoice_requests SET status = $2, review_remarks = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1',
    [review.id, review.status, review.remarks, review.reviewedBy, review.now],
  );
  if (review.status === 'rejected')
    await tx.query('UPDATE work_orders SET invoice_request_id = NULL WHERE invoice_request_id = $1', [
      review.id,
    ]);
  return requestById(tx, review.id);
}

/** Filters of the work order list. */
export interface WorkOrderFilters {
  partner?: number;
  project?: number;
  /** Default false: only work orders not yet in an invoice request. */
  invoiced: boolean;
}

/** Reads `partner`, `project` (ids) and `invoiced` (default false); 400 for a bad value. */
export function workOrderFilters(query: RawQuery): WorkOrderFilters {
  return {
    partner: queryInt(query, 'partner'),
    project: queryInt(query, 'project'),
    invoiced: queryBool(query, 'invoiced') ?? false,
  };
}

/** A page of completed work orders (amounts in rupees), latest first by default. */
export function listWorkOrders(db: Db, list: ListParams, filters: WorkOrderFilters) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.partner !== undefined) where.push(`wo.partner_id = ${params.add(filters.partner)}`);
  if (filters.project !== undefined) where.push(`wo.project_id = ${params.add(filters.project)}`);
  where.push(filters.invoiced ? 'wo.invoice_request_id IS NOT NULL' : 'wo.invoice_request_id IS NULL');
  return runList(
    db,
    {
      select: `wo.id, wo.wo_number, ${PROJECT_REF_SQL} AS project,
        json_build_object('id', p.id, 'name', p.name, 'city', p.city) AS partner, wo.ticket_id, wo.description,
        wo.amount::float8 AS amount, wo.completed_at, wo.invoice_request_id`,
      from: 'FROM work_orders wo JOIN projects pr ON pr.id = wo.project_id JOIN network_partners p ON p.id = wo.partner_id',
      searchable: ['wo.wo_number', 'wo.ticket_id', 'wo.description', 'p.name'],
      orderable: {
        id: 'wo.id',
        wo_number: 'wo.wo_number',
        completed_at: 'wo.completed_at',
        amount: 'wo.amount',
        partner: 'p.name',
      },
      defaultOrdering: '-completed_at',
      where,
    },
    list,
    params,
    'wo.id',
  );
}

/**
 * The finance Actions badge: invoice requests awaiting review, invoices whose creation failed and
 * partner KYCs waiting for verification (issue 14: "The Actions badge counts this queue").
 */
export async function financeTaskCount(db: Db): Promise<number> {
  // The same rows as the Actions list (GET /finance/actions/), so the badge and the list agree.
  return countFinanceActions(db);
}

/** One line of a partner invoice: a work order. Amount in rupees. */
export interface InvoiceLine {
  wo_number: string;
  ticket_id: string;
  description: string;
  project: string;
  amount: number;
  completed_at: Date;
}

// The invoice falls due 30 days after it is made (migration 100: /payables).
const ASSIGN_INVOICE_NUMBER = `UPDATE invoice_requests SET invoice_status = 'created',
  invoice_number = 'INV-' || lpad(nextval('partner_invoice_number_seq')::text, 6, '0'),
  invoiced_at = now(), due_date = (now() + interval '30 days')::date WHERE id = $1`;

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
