import { PAYABLES_MESSAGES } from '../payables/schemas.ts';

/** Texts of the finance work answers (the spec shows none; the reference server's wording). */
export const FINANCE_WORK_MESSAGES = {
  /** The payables lists' text (and its message id). */
  monthInvalid: PAYABLES_MESSAGES.monthInvalid,
  tppQueryInvalid: 'Filter TPP transactions by partner (an id) and month (YYYY-MM) only.',
} as const;

/** GET /finance/tpp-transactions/ query: `partner` (id) and `month` (YYYY-MM), nothing else. */
export const tppQuerySchema = {
  querystring: {
    type: 'object',
    propertyNames: { enum: ['partner', 'month'] },
    properties: {
      partner: { type: 'string', maxLength: 10, pattern: '^[1-9][0-9]{0,9}$' },
      month: { type: 'string', maxLength: 7 },
    },
  },
} as const;
