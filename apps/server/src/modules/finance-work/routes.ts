import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import type { RawQuery } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { noQuerySchema } from '../shared.ts';
import { listFinanceActions, listTppTransactions, tppFilters } from './repository.ts';
import { FINANCE_WORK_MESSAGES, tppQuerySchema } from './schemas.ts';

/**
 * The finance user's work lists (issue 14): the pending finance tasks of /actions (the rows the
 * Actions badge, GET /finance/task-count/, counts) and the third-party payment (TPP) transactions
 * of /tpp-transactions (invoices marked paid, grouped by payment reference). Spec: operations §2
 * 'Finance menu' (Transactions: TPP Transactions; Actions with a pending task count), §6 guards
 * (shapes "not shown": the reference server's choice).
 */
export const financeWorkRoutes: RouteModule = {
  name: 'finance-work',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /finance/actions/: `{ status: 200, results, count }`, every pending finance task oldest
     * first: KYCs waiting for verification (`kyc_verification`, id = partner), invoice requests
     * awaiting review (`invoice_review`) and invoices whose creation failed (`invoice_failed`, id =
     * invoice request). `count` equals GET /finance/task-count/.
     */
    api.get(
      '/finance/actions/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.financeActions }) },
      async () => {
        const results = await listFinanceActions(db);
        return { status: 200, results, count: results.length };
      },
    );

    /**
     * GET /finance/tpp-transactions/?partner=&month=YYYY-MM: `{ status: 200, results, count, totals,
     * partners, months }`, one row per payment (reference, payment date, partner, invoice count and
     * numbers, amount in rupees), latest payment first; 400 for another parameter or a bad value.
     */
    api.get<{ Querystring: RawQuery }>(
      '/finance/tpp-transactions/',
      {
        schema: tppQuerySchema,
        config: { validationMessages: { '*': FINANCE_WORK_MESSAGES.tppQueryInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.tppTransactions }),
      },
      async (request) => ({ status: 200, ...(await listTppTransactions(db, tppFilters(request.query))) }),
    );
  },
};
