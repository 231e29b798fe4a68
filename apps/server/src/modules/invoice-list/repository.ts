import type { Db } from '../../db/index.ts';
import { queryEnum, runList, SqlParams, type ListParams, type RawQuery } from '../../routes/listing.ts';
import { indiaToday } from '../shared.ts';

/**
 * Where a payable partner's invoice stands: `requested` (awaiting review), `approved` (invoice not
 * made yet), `invoiced` (invoice made, unpaid), `paid` (with its reference) or `rejected`.
 */
export const INVOICE_STAGES = ['requested', 'approved', 'invoiced', 'paid', 'rejected'] as const;

/** One of {@link INVOICE_STAGES}. */
export type InvoiceStage = (typeof INVOICE_STAGES)[number];

/** A row of GET /finance/invoice-list/. Amount in rupees; dates `YYYY-MM-DD`. */
export interface PartnerInvoiceRow {
  id: number;
  request_number: string;
  invoice_number: string | null;
  stage: InvoiceStage;
  amount: number;
  work_order_count: number;
  created_at: string;
  invoiced_at: string | null;
  due_date: string | null;
  is_overdue: boolean;
  payment_date: string | null;
  payment_reference: string | null;
  review_remarks: string;
}

const STAGE_SQL = `CASE WHEN r.paid_at IS NOT NULL THEN 'paid' WHEN r.status = 'rejected' THEN 'rejected'
  WHEN r.status = 'pending' THEN 'requested' WHEN r.invoice_status = 'created' THEN 'invoiced' ELSE 'approved' END`;

/** The network partner a payable_partner_user account belongs to, or undefined (then they see nothing). */
export async function partnerOfUser(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.query<{ partner_id: number }>(
    'SELECT partner_id FROM payable_partner_users WHERE user_id = $1',
    [userId],
  );
  return row?.partner_id;
}

/** Filters of the invoice list: `stage`. */
export interface InvoiceListFilters {
  stage?: InvoiceStage;
}

/** Reads `stage`; 400 for a bad value. */
export function invoiceListFilters(query: RawQuery): InvoiceListFilters {
  return { stage: queryEnum(query, 'stage', INVOICE_STAGES) };
}

/** A page of one partner's invoice requests and invoices (latest first); no partner: an empty page. */
export async function listPartnerInvoices(
  db: Db,
  partnerId: number | undefined,
  list: ListParams,
  filters: InvoiceListFilters,
  now: Date,
) {
  const params = new SqlParams();
  const where = [`r.partner_id = ${params.add(partnerId ?? 0)}`];
  if (filters.stage) where.push(`(${STAGE_SQL}) = ${params.add(filters.stage)}`);
  const page = await runList<Omit<PartnerInvoiceRow, 'is_overdue'>>(
    db,
    {
      select: `r.id, r.request_number, r.invoice_number, ${STAGE_SQL} AS stage, r.amount::float8 AS amount,
        (SELECT count(*)::int FROM work_orders wo WHERE wo.invoice_request_id = r.id) AS work_order_count,
        r.created_at, r.invoiced_at, r.due_date::text AS due_date, r.payment_date::text AS payment_date,
        r.payment_reference, r.review_remarks`,
      from: 'FROM invoice_requests r',
      searchable: ['r.request_number', 'r.invoice_number', 'r.payment_reference'],
      orderable: {
        id: 'r.id',
        created_at: 'r.created_at',
        amount: 'r.amount',
        due_date: 'r.due_date',
        request_number: 'r.request_number',
      },
      defaultOrdering: '-created_at',
      where,
    },
    list,
    params,
    'r.id',
  );
  const today = indiaToday(now);
  return {
    ...page,
    results: page.results.map((row) => ({
      ...row,
      is_overdue: row.stage === 'invoiced' && row.due_date !== null && row.due_date < today,
    })),
  };
}
