import type { Db } from '../../db/index.ts';
import { queryEnum, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { indiaToday } from '../shared.ts';
import { PROJECT_REF_SQL, type ProjectRef } from '../shared.ts';

/** States of a client invoice as answered: `overdue` is an issued invoice past its due date. */
export const CLIENT_INVOICE_STATUSES = ['issued', 'paid', 'overdue'] as const;

/** One of {@link CLIENT_INVOICE_STATUSES}. */
export type ClientInvoiceStatus = (typeof CLIENT_INVOICE_STATUSES)[number];

/** A client invoice. Amounts in rupees (`amount` before GST, `total_amount` with it); dates `YYYY-MM-DD`. */
export interface ClientInvoiceRow {
  id: number;
  invoice_number: string;
  client_name: string;
  project: ProjectRef;
  /** Billing month, `YYYY-MM`. */
  period: string;
  amount: number;
  gst_rate: number;
  gst_amount: number;
  total_amount: number;
  status: ClientInvoiceStatus;
  issued_at: string;
  due_at: string;
  paid_at: string | null;
}

/**
 * The client company whose invoices a client_invoicer sees: their client_user_profiles.client_name,
 * or undefined (then they see nothing).
 */
export async function clientCompanyOfInvoicer(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ client_name: string }>(
    'SELECT client_name FROM client_user_profiles WHERE user_id = $1',
    [userId],
  );
  return row?.client_name;
}

/** Filters of the client invoice list: `status`. */
export interface ClientInvoiceFilters {
  status?: ClientInvoiceStatus;
}

/** Reads `status` (issued, paid, overdue); 400 for a bad value. */
export function clientInvoiceFilters(query: RawQuery): ClientInvoiceFilters {
  return { status: queryEnum(query, 'status', CLIENT_INVOICE_STATUSES) };
}

const statusSql = (today: string) =>
  `CASE WHEN ci.status = 'issued' AND ci.due_at < '${today}'::date THEN 'overdue' ELSE ci.status END`;

/** SELECT list of a {@link ClientInvoiceRow} (`today` is a checked `YYYY-MM-DD`). */
const select = (today: string) => `ci.id, ci.invoice_number, ci.client_name, ${PROJECT_REF_SQL} AS project,
  to_char(ci.period, 'YYYY-MM') AS period, ci.amount::float8 AS amount, ci.gst_rate::float8 AS gst_rate,
  ci.gst_amount::float8 AS gst_amount, ci.total_amount::float8 AS total_amount, ${statusSql(today)} AS status,
  ci.issued_at::text AS issued_at, ci.due_at::text AS due_at, ci.paid_at::text AS paid_at`;
const FROM = 'FROM client_invoices ci JOIN projects pr ON pr.id = ci.project_id';

/** A page of one company's client invoices, latest first. */
export function listClientInvoices(
  db: Db,
  company: string | undefined,
  list: ListParams,
  filters: ClientInvoiceFilters,
  now: Date,
) {
  const today = indiaToday(now);
  const params = new SqlParams();
  const where = [`ci.client_name = ${params.add(company ?? '\u0000')}`];
  if (filters.status) where.push(`(${statusSql(today)}) = ${params.add(filters.status)}`);
  return runList<ClientInvoiceRow>(
    db,
    {
      select: select(today),
      from: FROM,
      searchable: ['ci.invoice_number', 'pr.code', 'pr.name'],
      orderable: {
        id: 'ci.id',
        invoice_number: 'ci.invoice_number',
        period: 'ci.period',
        total_amount: 'ci.total_amount',
        issued_at: 'ci.issued_at',
        due_at: 'ci.due_at',
      },
      defaultOrdering: '-issued_at',
      where,
    },
    list,
    params,
    'ci.id',
  );
}

/** One client invoice of `company`, or undefined. */
export async function clientInvoiceOf(
  db: Db,
  company: string | undefined,
  id: number,
  now: Date,
): Promise<ClientInvoiceRow | undefined> {
  const [row] = await db.query<ClientInvoiceRow>(
    `SELECT ${select(indiaToday(now))} ${FROM} WHERE ci.id = $1 AND ci.client_name = $2`,
    [id, company ?? '\u0000'],
  );
  return row;
}
