import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse } from '../resources/lists.ts';
import type { PartnerPlans, RateCard, RateCardDetail, RateCardQuery } from '../resources/rateCards.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/** Rate cards (GET /management/rate-cards/); `null` skips. Issue 14. */
export function useRateCards(
  query: RateCardQuery | null = {},
  config?: SWRConfiguration<ListResponse<RateCard>, ApiError>,
): SWRResponse<ListResponse<RateCard>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.rateCards.list(query) : null,
    () => client.rateCards.list(query ?? {}),
    config,
  );
}

/** One rate card with its lines (GET /management/rate-cards/{rate_id}/); `null` skips; 404 for an unknown id. */
export function useRateCard(
  rateId: string | null,
  config?: SWRConfiguration<RateCardDetail, ApiError>,
): SWRResponse<RateCardDetail, ApiError> {
  const client = useApiClient();
  return useApiRead(
    rateId ? apiKeys.rateCards.detail(rateId) : null,
    () => client.rateCards.detail(rateId ?? ''),
    config,
  );
}

/** The partner plans and the base rates they apply to (GET /management/partner-plans/). */
export function usePartnerPlans(
  config?: SWRConfiguration<PartnerPlans, ApiError>,
): SWRResponse<PartnerPlans, ApiError> {
  const client = useApiClient();
  return useApiRead(apiKeys.rateCards.plans(), () => client.rateCards.plans(), config);
}
