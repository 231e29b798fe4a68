import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import {
  withQuery,
  type ListQuery,
  type ListResponse,
  type PartnerRef,
  type WriteResponse,
} from './lists.ts';

// Accounts payable of Finance Central (issue 14): partner invoices due for payment, marking them
// paid, the paid invoices, CSV exports and the finance dashboard. Shapes are "not shown" in the
// spec (operations §2 'Finance menu', §6): the reference server's choice.

/**
 * A partner invoice in the payables or paid lists. Amount in rupees; `dueDate`, `paymentDate`
 * are calendar days `YYYY-MM-DD`; `invoicedAt`, `paidAt` ISO 8601 instants.
 */
export interface Payable {
  /** The invoice request's id (the id mark-paid takes). */
  id: number;
  requestNumber: string;
  invoiceNumber: string;
  partner: PartnerRef;
  amount: number;
  workOrderCount: number;
  invoicedAt: string | null;
  dueDate: string | null;
  /** Unpaid and past its due date. */
  isOverdue: boolean;
  paidAt: string | null;
  paymentDate: string | null;
  paymentReference: string | null;
  paidBy: { id: number; fullName: string } | null;
}

/**
 * Query of GET /finance/payables/ and /finance/paid-invoices/ (orderable: invoice_number,
 * partner, amount, invoiced_at, due_date, paid_at, payment_date).
 */
export interface PayableQuery extends ListQuery {
  /** Partner id. */
  partner?: number;
  /** `YYYY-MM`: invoice month (payables) or payment month (paid). */
  month?: string;
  /** Payables only: past due (true) or not yet due (false). */
  overdue?: boolean;
}

/** Totals over every row a payables query matches. Amounts in rupees. */
export interface PayableTotals {
  count: number;
  amount: number;
  overdueCount: number;
  overdueAmount: number;
}

/** A page of payables with its totals and the choices of the partner and month filters. */
export interface PayablePage extends ListResponse<Payable> {
  totals: PayableTotals;
  partners: { id: number; name: string }[];
  /** `YYYY-MM`, latest first. */
  months: string[];
}

/** Body of 'Mark paid': one payment (reference and calendar day) for one or more invoices. */
export interface MarkPaid {
  invoiceRequestIds: number[];
  /** Bank UTR, cheque or transfer number: 3-40 letters, digits, / or -. */
  paymentReference: string;
  /** `YYYY-MM-DD`, not in the future nor before the invoice date. */
  paymentDate: string;
}

/** Outstanding, overdue and paid figures of a month or partner. Amounts in rupees. */
export interface PayableFigures {
  outstanding: number;
  overdue: number;
  paid: number;
  outstandingCount: number;
  overdueCount: number;
  paidCount: number;
}

/** GET /finance/finance-dashboard/: totals, by invoice month (latest first), by partner (largest outstanding first). */
export interface FinanceDashboard {
  totals: PayableFigures;
  byMonth: (PayableFigures & { month: string })[];
  byPartner: (PayableFigures & { partner: { id: number; name: string; city: string } })[];
}

/**
 * `client.payables`. Every call rejects with an `ApiError` (401; 403 outside `CALL_ROLES.payables`,
 * `payablesMarkPaid`, `paidInvoices`, `financeDashboard`; 400 with the server's message; 404; 409).
 */
export interface PayablesApi {
  /** GET /finance/payables/: unpaid partner invoices, due first, with totals. */
  list(query?: PayableQuery, options?: RequestOptions): Promise<PayablePage>;
  /** GET /finance/paid-invoices/: paid partner invoices, latest payment first (`overdue` ignored). */
  paid(query?: PayableQuery, options?: RequestOptions): Promise<PayablePage>;
  /**
   * GET /finance/payables/export/ or /finance/paid-invoices/export/: every row the query selects
   * (paging ignored) as a CSV `Blob` named by the server (`payables-YYYY-MM-DD.csv`).
   */
  exportCsv(list: 'payables' | 'paid', query?: PayableQuery, options?: RequestOptions): Promise<Blob>;
  /**
   * POST /finance/payables/mark-paid/: all or nothing; 400 bad reference or date, 404 not
   * payable, 409 already paid (the server names the invoices).
   */
  markPaid(body: MarkPaid, options?: RequestOptions): Promise<WriteResponse<Payable[]>>;
  /** GET /finance/finance-dashboard/. */
  dashboard(options?: RequestOptions): Promise<FinanceDashboard>;
}

interface WirePayable {
  id: number;
  request_number: string;
  invoice_number: string;
  partner: PartnerRef;
  amount: number;
  work_order_count: number;
  invoiced_at: string | null;
  due_date: string | null;
  is_overdue: boolean;
  paid_at: string | null;
  payment_date: string | null;
  payment_reference: string | null;
  paid_by: { id: number; full_name: string } | null;
}

interface WireFigures {
  outstanding: number;
  overdue: number;
  paid: number;
  outstanding_count: number;
  overdue_count: number;
  paid_count: number;
}

interface WirePage extends ListResponse<WirePayable> {
  totals: { count: number; amount: number; overdue_count: number; overdue_amount: number };
  partners: { id: number; name: string }[];
  months: string[];
}

/** Maps a payable of the server's words to {@link Payable}. */
export function payableFromWire(wire: WirePayable): Payable {
  return {
    id: wire.id,
    requestNumber: wire.request_number,
    invoiceNumber: wire.invoice_number,
    partner: wire.partner,
    amount: wire.amount,
    workOrderCount: wire.work_order_count,
    invoicedAt: wire.invoiced_at,
    dueDate: wire.due_date,
    isOverdue: wire.is_overdue,
    paidAt: wire.paid_at,
    paymentDate: wire.payment_date,
    paymentReference: wire.payment_reference,
    paidBy: wire.paid_by && { id: wire.paid_by.id, fullName: wire.paid_by.full_name },
  };
}

const figures = (wire: WireFigures): PayableFigures => ({
  outstanding: wire.outstanding,
  overdue: wire.overdue,
  paid: wire.paid,
  outstandingCount: wire.outstanding_count,
  overdueCount: wire.overdue_count,
  paidCount: wire.paid_count,
});

const pageFromWire = (page: WirePage): PayablePage => ({
  status: page.status,
  count: page.count,
  results: (page.results ?? []).map(payableFromWire),
  totals: {
    count: page.totals?.count ?? 0,
    amount: page.totals?.amount ?? 0,
    overdueCount: page.totals?.overdue_count ?? 0,
    overdueAmount: page.totals?.overdue_amount ?? 0,
  },
  partners: page.partners ?? [],
  months: page.months ?? [],
});

/** The query in the server's words (`overdue` as 'true'/'false'). */
const wireQuery = ({ overdue, ...query }: PayableQuery = {}) => ({
  ...query,
  ...(overdue !== undefined && { overdue: String(overdue) }),
});

/** Builds `client.payables`. */
export function createPayablesApi(core: HttpCore): PayablesApi {
  return {
    list: async (query, options) =>
      pageFromWire(await core.get<WirePage>('/finance/payables/', withQuery(wireQuery(query), options))),
    paid: async ({ overdue: _ignored, ...query } = {}, options) =>
      pageFromWire(await core.get<WirePage>('/finance/paid-invoices/', withQuery(wireQuery(query), options))),
    exportCsv: (list, { page: _page, page_size: _size, ...query } = {}, options) =>
      core.getBlob(
        list === 'paid' ? '/finance/paid-invoices/export/' : '/finance/payables/export/',
        withQuery(wireQuery(list === 'paid' ? { ...query, overdue: undefined } : query), options),
      ),
    markPaid: async ({ invoiceRequestIds, paymentReference, paymentDate }, options) => {
      const answer = await core.post<WriteResponse<WirePayable[]>>(
        '/finance/payables/mark-paid/',
        {
          invoice_request_ids: invoiceRequestIds,
          payment_reference: paymentReference,
          payment_date: paymentDate,
        },
        options,
      );
      return { ...answer, data: (answer.data ?? []).map(payableFromWire) };
    },
    dashboard: async (options) => {
      const wire = await core.get<{
        totals: WireFigures;
        by_month: (WireFigures & { month: string })[];
        by_partner: (WireFigures & { partner: { id: number; name: string; city: string } })[];
      }>('/finance/finance-dashboard/', options);
      return {
        totals: figures(wire.totals),
        byMonth: (wire.by_month ?? []).map((row) => ({ month: row.month, ...figures(row) })),
        byPartner: (wire.by_partner ?? []).map((row) => ({ partner: row.partner, ...figures(row) })),
      };
    },
  };
}
