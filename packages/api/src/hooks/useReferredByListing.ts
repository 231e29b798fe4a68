import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ReferredByListing } from '../resources/partnerOnboarding.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The 'Who referred you?' names (GET /partner/referred-by-listing/), cached under
 * `['partner', 'referred-by-listing']`; `data.referred_by` is the list. Spec: access §2 'Sign-up', §3, §7.
 *
 * @param config - SWR options for this hook; retries default to `apiOnErrorRetry`.
 */
export function useReferredByListing(
  config?: SWRConfiguration<ReferredByListing, ApiError>,
): SWRResponse<ReferredByListing, ApiError> {
  const client = useApiClient();
  return useSWR<ReferredByListing, ApiError>(
    apiKeys.partner.referredByListing(),
    () => client.partner.referredByListing(),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}
