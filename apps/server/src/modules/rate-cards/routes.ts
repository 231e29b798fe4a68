import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { noQuerySchema } from '../shared.ts';
import { listRateCards, partnerPlans, rateCard, rateCardFilters } from './repository.ts';
import { rateCardParamsSchema } from './schemas.ts';

/**
 * Rate cards and partner plans (/rate-cards, /rate/{rateId}, /partner-plans): what partners are
 * paid per SOW subtype and region, and the plans they can join. Amounts are whole paise (INR x 100).
 * Roles: CALL_ROLES.rateCards. Paths and shapes are the reference server's choice (issue 14).
 */
export const rateCardRoutes: RouteModule = {
  name: 'rate-cards',
  plugin: async (api) => {
    /**
     * GET /management/rate-cards/: `{ status: 200, results, count }`; filters `status` (default
     * active), `region_kind` (state, zone), `sowsubtype`; search code, SOW subtype, region;
     * ordering sowsubtype,region (default), rate_id, region, effective_from. Row: `{ rate_id,
     * sowsubtype, region, region_kind, currency, effective_from, effective_to, status, base_paise }`.
     */
    listEndpoint(api, '/management/rate-cards/', {
      roles: CALL_ROLES.rateCards,
      filters: rateCardFilters,
      page: (db, list, filters) => listRateCards(db, list, filters),
    });

    /** GET /management/rate-cards/{rate_id}/ -> 200 `{ status: 200, rate_card: { ..., lines: [{ position, label, unit, amount_paise }] } }`; 404. */
    api.get<{ Params: { rate_id: string } }>(
      '/management/rate-cards/:rate_id/',
      { schema: rateCardParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.rateCards }) },
      async (request) => ({ status: 200, rate_card: await rateCard(api.ctx.db, request.params.rate_id) }),
    );

    /**
     * GET /management/partner-plans/ -> 200 `{ status: 200, plans: [{ code, name, monthly_fee_paise,
     * commission_bps, features }], rates: [{ sowsubtype, min_base_paise, max_base_paise }] }`.
     */
    api.get(
      '/management/partner-plans/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.rateCards }) },
      async () => ({ status: 200, ...(await partnerPlans(api.ctx.db)) }),
    );
  },
};
