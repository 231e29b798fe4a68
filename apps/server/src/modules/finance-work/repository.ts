import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { queryInt, queryString, SqlParams, type RawQuery } from '../../routes/listing.ts';
import { FINANCE_WORK_MESSAGES } from './schemas.ts';

/** What a pending finance task is: a KYC to verify, an invoice request to review, a failed invoice to create again. */
export type FinanceActionType = 'kyc_verification' | 'invoice_review' | 'invoice_failed';

/** One pending finance task of /actions; `since` is when it started waiting (ISO timestamp). */
export interface FinanceAction {
  type: FinanceActionType;
  /** The partner id (KYC) or the invoice request id (invoice tasks): the id its review page opens. */
  id: number;
  /** The request number of invoice tasks; `null` for a KYC. */
  reference: string | null;
  partner: { id: number; uuid: string; name: string };
  amount: number | null;
  since: string;
}

// The one definition of the pending finance tasks: /finance/actions/ lists it, /finance/task-count/ counts it.
const ACTIONS_SQL = `
  SELECT 'kyc_verification' AS type, p.id, NULL::text AS reference, json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name) AS partner,
         NULL::float8 AS amount, p.kyc_submitted_at AS since
    FROM network_partners p WHERE p.kyc_status = 'pending' AND p.kyc_submitted_at IS NOT NULL
  UNION ALL
  SELECT CASE WHEN r.status = 'pending' THEN 'invoice_review' ELSE 'invoice_failed' END, r.id, r.request_number,
         json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name), r.amount::float8,
         CASE WHEN r.status = 'pending' THEN r.created_at ELSE coalesce(r.reviewed_at, r.created_at) END
    FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
   WHERE r.status = 'pending' OR r.invoice_status = 'failed'`;

/** Every pending finance task, oldest first (the Actions list). */
export async function listFinanceActions(db: Db): Promise<FinanceAction[]> {
  const rows = await db.query<Omit<FinanceAction, 'since'> & { since: Date | string }>(
    `SELECT * FROM (${ACTIONS_SQL}) a ORDER BY a.since, a.type, a.id`,
  );
  return rows.map((row) => ({ ...row, since: new Date(row.since).toISOString() }));
}

/** How many pending finance tasks there are: the Actions badge (same rows as {@link listFinanceActions}). */
export async function countFinanceActions(db: Db): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${ACTIONS_SQL}) a`);
  return row?.count ?? 0;
}

/** Filters of the TPP transactions list. */
export interface TppFilters {
  partner?: number;
  /** `YYYY-MM`: the payment month. */
  month?: string;
}

/** Reads `partner` (id) and `month` (YYYY-MM); 400 for a bad value. */
export function tppFilters(query: RawQuery): TppFilters {
  const month = queryString(query, 'month');
  if (month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new HttpError(400, FINANCE_WORK_MESSAGES.monthInvalid);
  return { partner: queryInt(query, 'partner'), month };
}

/** One third-party payment: the invoices paid under one payment reference to one partner. Amount in rupees. */
export interface TppTransaction {
  payment_reference: string;
  payment_date: string;
  partner: { id: number; name: string };
  invoice_count: number;
  invoice_numbers: string[];
  amount: number;
}

/** The TPP transactions (latest payment first) with the partner and month choices of the filters. */
export async function listTppTransactions(db: Db, filters: TppFilters) {
  const params = new SqlParams();
  const where = ['r.paid_at IS NOT NULL', 'r.payment_reference IS NOT NULL'];
  if (filters.partner !== undefined) where.push(`r.partner_id = ${params.add(filters.partner)}`);
  if (filters.month !== undefined)
    where.push(`to_char(r.payment_date, 'YYYY-MM') = ${params.add(filters.month)}`);
  const results = await db.query<TppTransaction>(
    `SELECT r.payment_reference, r.payment_date::text AS payment_date,
            json_build_object('id', p.id, 'uuid', p.uuid, 'name', p.name) AS partner,
            count(*)::int AS invoice_count,
            array_agg(r.invoice_number ORDER BY r.invoice_number) AS invoice_numbers,
            sum(r.amount)::float8 AS amount
       FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
      WHERE ${where.join(' AND ')}
      GROUP BY r.payment_reference, r.payment_date, p.id, p.name
      ORDER BY r.payment_date DESC, r.payment_reference, p.id
      LIMIT 10000`,
    params.values,
  );
  const partners = await db.query<{ id: number; name: string }>(
    `SELECT DISTINCT p.id, p.name FROM invoice_requests r JOIN network_partners p ON p.id = r.partner_id
     WHERE r.paid_at IS NOT NULL ORDER BY p.name, p.id`,
  );
  const months = await db.query<{ month: string }>(
    `SELECT DISTINCT to_char(r.payment_date, 'YYYY-MM') AS month FROM invoice_requests r
     WHERE r.paid_at IS NOT NULL AND r.payment_date IS NOT NULL ORDER BY month DESC`,
  );
  const amount = results.reduce((total, row) => total + row.amount, 0);
  return {
    results,
    count: results.length,
    totals: { count: results.length, amount: Math.round(amount * 100) / 100 },
    partners,
    months: months.map((row) => row.month),
  };
}
