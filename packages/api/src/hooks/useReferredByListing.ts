import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The 'Who referred you?' names (GET /partner/referred-by-listing/), cached under
 * `['partner', 'referred-by-listing']`; `data` is the list of names. Spec: access §2 'Sign-up', §3, §7.
 *
 * @param config - SWR options for this hook; retries default to `apiOnErrorRetry`.
 */
export function useReferredByListing(
  config?: SWRConfiguration<string[], ApiError>,
): SWRResponse<string[], ApiError> {
  const client = useApiClient();
  return useSWR<string[], ApiError>(
    apiKeys.partner.referredByListing(),
    () => client.partner.referredByListing(),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}
