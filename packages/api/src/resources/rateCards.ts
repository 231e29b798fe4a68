import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';

// Rate cards and partner plans (/rate-cards, /rate/{rateId}, /partner-plans; issue 14). Amounts are
// whole paise (INR x 100), so sums stay exact; the screens format them.

/** How a rate card line is charged. */
export type RateUnit = 'per_visit' | 'per_km' | 'per_unit' | 'per_hour';

/** One line of a rate card ('Base visit', per visit, 65000 paise). */
export interface RateCardLine {
  position: number;
  label: string;
  unit: RateUnit;
  amountPaise: number;
}

/** A rate card: what a partner is paid for a SOW subtype in a region, from a date. */
export interface RateCard {
  /** The card's code (RC-001): the rateId of /rate/{rateId} (access §3). */
  rateId: string;
  sowSubtype: string;
  region: string;
  regionKind: 'state' | 'zone';
  currency: string;
  /** Calendar dates, YYYY-MM-DD. */
  effectiveFrom: string;
  effectiveTo: string | null;
  status: 'active' | 'draft' | 'expired';
  /** The base visit amount (the first line), paise. */
  basePaise: number | null;
}

/** A rate card with its lines. */
export interface RateCardDetail extends RateCard {
  lines: RateCardLine[];
}

/** Query of GET /management/rate-cards/ (orderable: sowsubtype, region, rate_id, effective_from). */
export interface RateCardQuery extends ListQuery {
  /** Default active. */
  status?: RateCard['status'];
  region_kind?: RateCard['regionKind'];
  sowsubtype?: string;
}

/** A plan a partner can join. */
export interface PartnerPlan {
  code: string;
  name: string;
  monthlyFeePaise: number;
  /** Share of each rate card amount the platform keeps, in basis points (1250 = 12.5 %). */
  commissionBps: number;
  features: string[];
}

/** The plans and the base visit rates (lowest and highest, paise) of the active cards per SOW subtype. */
export interface PartnerPlans {
  plans: PartnerPlan[];
  rates: { sowSubtype: string; minBasePaise: number; maxBasePaise: number }[];
}

interface WireRateCard {
  rate_id: string;
  sowsubtype: string;
  region: string;
  region_kind: 'state' | 'zone';
  currency: string;
  effective_from: string;
  effective_to: string | null;
  status: RateCard['status'];
  base_paise: number | null;
  lines?: { position: number; label: string; unit: RateUnit; amount_paise: number }[];
}

function rateCardFromWire(wire: WireRateCard): RateCard {
  return {
    rateId: wire.rate_id,
    sowSubtype: wire.sowsubtype,
    region: wire.region,
    regionKind: wire.region_kind,
    currency: wire.currency,
    effectiveFrom: wire.effective_from,
    effectiveTo: wire.effective_to,
    status: wire.status,
    basePaise: wire.base_paise,
  };
}

/**
 * `client.rateCards`. Every call rejects with an `ApiError`: 401, 403 outside CALL_ROLES.rateCards,
 * 400 for a bad filter or rateId, 404 for an unknown rateId.
 */
export interface RateCardsApi {
  /** GET /management/rate-cards/. */
  list(query?: RateCardQuery, options?: RequestOptions): Promise<ListResponse<RateCard>>;
  /** GET /management/rate-cards/{rate_id}/. */
  detail(rateId: string, options?: RequestOptions): Promise<RateCardDetail>;
  /** GET /management/partner-plans/. */
  plans(options?: RequestOptions): Promise<PartnerPlans>;
}

/** Builds `client.rateCards`. */
export function createRateCardsApi(core: HttpCore): RateCardsApi {
  return {
    list: async (query, options) =>
      pageFromWire(
        await core.get<ListResponse<WireRateCard>>('/management/rate-cards/', withQuery(query, options)),
        rateCardFromWire,
      ),
    detail: async (rateId, options) => {
      const wire = await core.get<{ rate_card: WireRateCard }>(
        `/management/rate-cards/${encodeURIComponent(rateId)}/`,
        options,
      );
      return {
        ...rateCardFromWire(wire.rate_card),
        lines: (wire.rate_card.lines ?? []).map((line) => ({
          position: line.position,
          label: line.label,
          unit: line.unit,
          amountPaise: line.amount_paise,
        })),
      };
    },
    plans: async (options) => {
      const wire = await core.get<{
        plans: {
          code: string;
          name: string;
          monthly_fee_paise: number;
          commission_bps: number;
          features: string[];
        }[];
        rates: { sowsubtype: string; min_base_paise: number; max_base_paise: number }[];
      }>('/management/partner-plans/', options);
      return {
        plans: wire.plans.map((plan) => ({
          code: plan.code,
          name: plan.name,
          monthlyFeePaise: plan.monthly_fee_paise,
          commissionBps: plan.commission_bps,
          features: plan.features,
        })),
        rates: wire.rates.map((rate) => ({
          sowSubtype: rate.sowsubtype,
          minBasePaise: rate.min_base_paise,
          maxBasePaise: rate.max_base_paise,
        })),
      };
    },
  };
}
