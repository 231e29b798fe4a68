import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryBool,
  queryInt,
  queryString,
  runList,
  SqlParams,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import { indiaToday, PARTNER_REF_SQL, type PartnerRef } from '../shared.ts';
import { PAYABLES_MESSAGES } from './schemas.ts';

/** A partner invoice in the payables or paid lists. Amount in rupees; dates `YYYY-MM-DD`. */
export interface PayableRow {
  id: number;
  request_number: string;
  invoice_number: string;
  partner: PartnerRef;
  amount: number;
  work_order_count: number;
  invoiced_at: string | null;
  due_date: string | null;
  /** Unpaid and past its due date (on the server's day, India time). */
  is_overdue: boolean;
  paid_at: string | null;
  payment_date: string | null;
  payment_reference: string | null;
  paid_by: { id: number; full_name: string } | null;
}

/** Which list: unpaid payables or paid invoices. */
export type PayableKind = 'payable' | 'paid';

/** Filters of the payables and paid lists. */
export interface PayableFilters {
  partner?: number;
  /** `YYYY-MM`: invoice month (payables) or payment month (paid). */
  month?: string;
  /** Payables only: past due (true) or not yet due (false). */
  overdue?: boolean;
}

/** Reads `partner` (id), `month` (YYYY-MM) and `overdue` (true/false); 400 for a bad value. */
export function payableFilters(query: RawQuery): PayableFilters {
  const month = queryString(query, 'month');
  if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new HttpError(400, PAYABLES_MESSAGES.monthInvalid);
  return { partner: queryInt(query, 'partner'), month, overdue: queryBool(query, 'overdue') };
}

const SELECT = `r.id, r.request_number, r.invoice_number, ${PARTNER_REF_SQL} AS partner,
  r.amount::float8 AS amount,
  (SELECT count(*)::int FROM work_orders wo WHERE wo.invoice_request_id = r.id) AS work_order_count,
  r.invoiced_at, r.due_date::text AS due_date, r.paid_at, r.payment_date::text AS payment_date, r.payment_reference,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'full_name', u.full_name) END AS paid_by`;
const FROM = `FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
  LEFT JOIN users u ON u.id = r.paid_by`;
const IST = `AT TIME ZONE 'Asia/Kolkata'`;

/** The WHERE conditions of a list (search included), built into `params`. */
function conditions(
  kind: PayableKind,
  filters: PayableFilters,
  search: string | undefined,
  today: string,
  params: SqlParams,
): string[] {
  const where =
    kind === 'payable'
      ? [`r.status = 'approved'`, `r.invoice_status = 'created'`, 'r.paid_at IS NULL']
      : ['r.paid_at IS NOT NULL'];
  if (filters.partner !== undefined) where.push(`r.partner_id = ${params.add(filters.partner)}`);
  if (filters.month !== undefined) {
    const column = kind === 'payable' ? `(r.invoiced_at ${IST})` : 'r.payment_date';
    where.push(`to_char(${column}, 'YYYY-MM') = ${params.add(filters.month)}`);
  }
  if (kind === 'payable' && filters.overdue !== undefined)
    where.push(`r.due_date ${filters.overdue ? '<' : '>='} ${params.add(today)}::date`);
  if (search !== undefined) {
    const like = params.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const columns = ['r.invoice_number', 'r.request_number', 'p.name'];
    if (kind === 'paid') columns.push('r.payment_reference');
    where.push(`(${columns.map((column) => `${column} ILIKE ${like}`).join(' OR ')})`);
  }
  return where;
}

const ORDERABLE = {
  id: 'r.id',
  invoice_number: 'r.invoice_number',
  partner: 'p.name',
  amount: 'r.amount',
  invoiced_at: 'r.invoiced_at',
  due_date: 'r.due_date',
  paid_at: 'r.paid_at',
  payment_date: 'r.payment_date',
} as const;

const withOverdue = (today: string) => (row: Omit<PayableRow, 'is_overdue'>) => ({
  ...row,
  is_overdue: row.paid_at === null && row.due_date !== null && row.due_date < today,
});

/** Totals of a filtered list, in rupees. */
export interface PayableTotals {
  count: number;
  amount: number;
  overdue_count: number;
  overdue_amount: number;
}

/**
 * A page of payables (unpaid invoices, due first) or paid invoices (latest payment first), with
 * `totals` over every matching row and the `partners` and `months` the list's filters offer.
 */
export async function listPayables(
  db: Db,
  kind: PayableKind,
  list: ListParams,
  filters: PayableFilters,
  now: Date,
) {
  const today = indiaToday(now);
  const params = new SqlParams();
  const where = conditions(kind, filters, list.search, today, params);
  const page = await runList<Omit<PayableRow, 'is_overdue'>>(
    db,
    {
      select: SELECT,
      from: FROM,
      countFrom: 'FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id',
      searchable: [],
      orderable: ORDERABLE,
      defaultOrdering: kind === 'payable' ? 'due_date' : '-paid_at',
      where,
    },
    { ...list, search: undefined },
    params,
    'r.id',
  );
  const totalsParams = new SqlParams();
  const totalsWhere = conditions(kind, filters, list.search, today, totalsParams);
  const todayParam = totalsParams.add(today);
  const [totals] = await db.query<PayableTotals>(
    `SELECT count(*)::int AS count, coalesce(sum(r.amount), 0)::float8 AS amount,
       count(*) FILTER (WHERE r.paid_at IS NULL AND r.due_date < ${todayParam}::date)::int AS overdue_count,
       coalesce(sum(r.amount) FILTER (WHERE r.paid_at IS NULL AND r.due_date < ${todayParam}::date), 0)::float8 AS overdue_amount
     FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id WHERE ${totalsWhere.join(' AND ')}`,
    totalsParams.values,
  );
  const facets = await listFacets(db, kind);
  return { results: page.results.map(withOverdue(today)), count: page.count, totals, ...facets };
}

/** The partners and months that have invoices of `kind` (the filters' choices), months latest first. */
async function listFacets(db: Db, kind: PayableKind) {
  const base =
    kind === 'payable'
      ? `r.status = 'approved' AND r.invoice_status = 'created' AND r.paid_at IS NULL`
      : 'r.paid_at IS NOT NULL';
  const monthOf =
    kind === 'payable' ? `to_char(r.invoiced_at ${IST}, 'YYYY-MM')` : `to_char(r.payment_date, 'YYYY-MM')`;
  const partners = await db.query<{ id: number; name: string }>(
    `SELECT DISTINCT p.id, p.name FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
     WHERE ${base} ORDER BY p.name, p.id`,
  );
  const months = await db.query<{ month: string }>(
    `SELECT DISTINCT ${monthOf} AS month FROM invoice_requests r WHERE ${base} AND ${monthOf} IS NOT NULL ORDER BY month DESC`,
  );
  return { partners, months: months.map((row) => row.month) };
}

/** Largest export: more matching rows answer the first this many (ordered as the list). */
export const EXPORT_LIMIT = 10_000;

/** Every matching row of a list for the CSV export, in the list's ordering. */
export async function exportPayables(
  db: Db,
  kind: PayableKind,
  search: string | undefined,
  ordering: string | undefined,
  filters: PayableFilters,
  now: Date,
): Promise<PayableRow[]> {
  const page = await listPayables(
    db,
    kind,
    { page: 1, pageSize: EXPORT_LIMIT, search, ordering },
    filters,
    now,
  );
  return page.results;
}

/**
 * Records one payment for `ids` (in the caller's transaction): 400 payment date in the future or
 * before an invoice's date, 404 (naming them) unknown or not payable ids, 409 (naming their
 * invoice numbers) invoices already paid, so a second click or a stale list never pays twice.
 */
export async function markPaid(
  tx: DbTx,
  payment: { ids: readonly number[]; reference: string; date: string; paidBy: number; now: Date },
): Promise<PayableRow[]> {
  if (payment.date > indiaToday(payment.now)) throw new HttpError(400, PAYABLES_MESSAGES.dateInFuture);
  const rows = await tx.query<{
    id: number;
    status: string;
    invoice_status: string;
    invoice_number: string | null;
    paid_at: string | null;
    invoiced_on: string | null;
  }>(
    `SELECT id, status, invoice_status, invoice_number, paid_at, (invoiced_at ${IST})::date::text AS invoiced_on
     FROM invoice_requests WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [payment.ids.map(String)],
  );
  const payable = rows.filter((row) => row.status === 'approved' && row.invoice_status === 'created');
  const known = new Set(payable.map((row) => row.id));
  const missing = payment.ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new HttpError(404, fill(PAYABLES_MESSAGES.notPayable, { ids: missing.join(', ') }));
  const paid = payable.filter((row) => row.paid_at !== null);
  if (paid.length > 0)
    throw new HttpError(
      409,
      fill(PAYABLES_MESSAGES.alreadyPaid, {
        numbers: paid.map((row) => row.invoice_number ?? row.id).join(', '),
      }),
    );
  const early = payable.find((row) => row.invoiced_on !== null && payment.date < row.invoiced_on);
  if (early)
    throw new HttpError(
      400,
      fill(PAYABLES_MESSAGES.dateBeforeInvoice, { number: early.invoice_number ?? '' }),
    );
  await tx.query(
    `UPDATE invoice_requests SET paid_at = $2, payment_date = $3::date, payment_reference = $4, paid_by = $5
     WHERE id = ANY($1::int[])`,
    [payment.ids.map(String), payment.now, payment.date, payment.reference, payment.paidBy],
  );
  const updated = await tx.query<Omit<PayableRow, 'is_overdue'>>(
    `SELECT ${SELECT} ${FROM} WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
    [payment.ids.map(String)],
  );
  return updated.map(withOverdue(indiaToday(payment.now)));
}

/** One month or partner of the finance dashboard. Amounts in rupees. */
export interface DashboardFigures {
  outstanding: number;
  overdue: number;
  paid: number;
  outstanding_count: number;
  overdue_count: number;
  paid_count: number;
}

/**
 * The finance dashboard: totals, then by invoice month (latest first, 12 months) and by partner
 * (largest outstanding first, 10 partners) of invoiced partner payables: outstanding (unpaid),
 * overdue (unpaid past due) and paid, amounts in rupees.
 */
export async function financeDashboard(db: Db, now: Date) {
  const today = indiaToday(now);
  const figures = `coalesce(sum(r.amount) FILTER (WHERE r.paid_at IS NULL), 0)::float8 AS outstanding,
    coalesce(sum(r.amount) FILTER (WHERE r.paid_at IS NULL AND r.due_date < $1::date), 0)::float8 AS overdue,
    coalesce(sum(r.amount) FILTER (WHERE r.paid_at IS NOT NULL), 0)::float8 AS paid,
    count(*) FILTER (WHERE r.paid_at IS NULL)::int AS outstanding_count,
    count(*) FILTER (WHERE r.paid_at IS NULL AND r.due_date < $1::date)::int AS overdue_count,
    count(*) FILTER (WHERE r.paid_at IS NOT NULL)::int AS paid_count`;
  const from = `FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
    WHERE r.status = 'approved' AND r.invoice_status = 'created' AND r.invoiced_at IS NOT NULL`;
  const [totals] = await db.query<DashboardFigures>(`SELECT ${figures} ${from}`, [today]);
  const byMonth = await db.query<DashboardFigures & { month: string }>(
    `SELECT to_char(r.invoiced_at ${IST}, 'YYYY-MM') AS month, ${figures} ${from}
     GROUP BY 1 ORDER BY 1 DESC LIMIT 12`,
    [today],
  );
  const byPartner = await db.query<
    DashboardFigures & { partner: { id: number; name: string; city: string } }
  >(
    `SELECT json_build_object('id', p.id, 'name', p.name, 'city', p.city) AS partner, ${figures} ${from}
     GROUP BY p.id ORDER BY outstanding DESC, paid DESC, p.name LIMIT 10`,
    [today],
  );
  return { totals, by_month: byMonth, by_partner: byPartner };
}
