import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { LoggedInUserInfo } from '../resources/partner.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The signed-in user (GET /partner/login-user-info/), cached under
 * `['partner', 'login-user-info']`.
 *
 * @param enabled - `false` skips the fetch (key `null`), e.g. while there is no token.
 * @param config - SWR options for this hook; retries default to {@link apiOnErrorRetry} (never
 *   after a 4xx, so a 401 is not repeated).
 * @returns SWR's response; `error` is an `ApiError`. On `error.status === 401` the app clears
 *   storage and goes to /portals; other failures show `apiMessages.userInfoFailed`.
 * Spec: access §4, §8 'Logged-in user info'; operations §7, §8 'User info and account'.
 */
export function useLoginUserInfo(
  enabled = true,
  config?: SWRConfiguration<LoggedInUserInfo, ApiError>,
): SWRResponse<LoggedInUserInfo, ApiError> {
  const client = useApiClient();
  return useSWR<LoggedInUserInfo, ApiError>(
    enabled ? apiKeys.partner.loginUserInfo() : null,
    () => client.partner.loginUserInfo(),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}
