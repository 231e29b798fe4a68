import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery } from './lists.ts';

// The finance user's work lists (issue 14): the pending tasks of /actions (what the Actions badge
// counts) and the third-party payment (TPP) transactions of /tpp-transactions. Shapes are "not
// shown" in the spec (operations §2 'Finance menu', §6): the reference server's choice.

/** Kind of a pending finance task: a KYC to verify, an invoice request to review, a failed invoice to create again. */
export type FinanceActionType = 'kyc_verification' | 'invoice_review' | 'invoice_failed';

/** One pending finance task; `since` is the ISO 8601 instant it started waiting. */
export interface FinanceAction {
  type: FinanceActionType;
  /** The partner id (KYC: /kyc-verify/:id) or the invoice request id (invoice tasks). */
  id: number;
  /** The invoice request number; `null` for a KYC. */
  reference: string | null;
  /** `uuid` opens the KYC review (/kyc-verify/:uuid). */
  partner: { id: number; uuid: string; name: string };
  /** Rupees; `null` for a KYC. */
  amount: number | null;
  since: string;
}

/** GET /finance/actions/: every pending task, oldest first; `count` equals the task count. */
export interface FinanceActionList {
  results: FinanceAction[];
  count: number;
}

/** One third-party payment: the invoices paid to one partner under one payment reference. */
export interface TppTransaction {
  paymentReference: string;
  /** `YYYY-MM-DD`. */
  paymentDate: string;
  partner: { id: number; name: string };
  invoiceCount: number;
  invoiceNumbers: string[];
  /** Rupees. */
  amount: number;
}

/** Query of GET /finance/tpp-transactions/. */
export interface TppTransactionQuery {
  /** Partner id. */
  partner?: number;
  /** `YYYY-MM`: payment month. */
  month?: string;
}

/** GET /finance/tpp-transactions/: every transaction the filters select, latest first, with the filter choices. */
export interface TppTransactionList {
  results: TppTransaction[];
  count: number;
  totals: { count: number; amount: number };
  partners: { id: number; name: string }[];
  /** `YYYY-MM`, latest first. */
  months: string[];
}

/**
 * `client.financeWork`. Every call rejects with an `ApiError` (401; 403 outside
 * `CALL_ROLES.financeActions` / `tppTransactions`; 400 with the server's message for a bad filter).
 */
export interface FinanceWorkApi {
  /** GET /finance/actions/: the pending finance tasks, oldest first. */
  actions(options?: RequestOptions): Promise<FinanceActionList>;
  /** GET /finance/tpp-transactions/: payments grouped by reference, latest first. */
  tppTransactions(query?: TppTransactionQuery, options?: RequestOptions): Promise<TppTransactionList>;
}

interface WireTransaction {
  payment_reference: string;
  payment_date: string;
  partner: { id: number; name: string };
  invoice_count: number;
  invoice_numbers: string[] | null;
  amount: number;
}

/** Builds `client.financeWork`. */
export function createFinanceWorkApi(core: HttpCore): FinanceWorkApi {
  return {
    actions: async (options) => {
      const wire = await core.get<{ results?: FinanceAction[]; count?: number }>(
        '/finance/actions/',
        options,
      );
      const results = wire.results ?? [];
      return { results, count: wire.count ?? results.length };
    },
    tppTransactions: async (query = {}, options) => {
      const wire = await core.get<{
        results?: WireTransaction[];
        count?: number;
        totals?: { count: number; amount: number };
        partners?: { id: number; name: string }[];
        months?: string[];
      }>('/finance/tpp-transactions/', withQuery({ ...query }, options));
      const results = (wire.results ?? []).map((row) => ({
        paymentReference: row.payment_reference,
        paymentDate: row.payment_date,
        partner: row.partner,
        invoiceCount: row.invoice_count,
        invoiceNumbers: row.invoice_numbers ?? [],
        amount: row.amount,
      }));
      return {
        results,
        count: wire.count ?? results.length,
        totals: wire.totals ?? { count: results.length, amount: 0 },
        partners: wire.partners ?? [],
        months: wire.months ?? [],
      };
    },
  };
}
