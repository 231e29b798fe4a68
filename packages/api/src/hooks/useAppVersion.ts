import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { AppVersion } from '../resources/meta.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * The deployed front-end version (GET /meta.json?t=…), cached under `['meta', 'version']`.
 * A failure is to be logged and treated as up to date (operations §8 'Version check'); the
 * comparison with `storage.get('acknowledgedVersion')` is the app's (operations §4).
 *
 * @param config - SWR options, e.g. `{ refreshInterval: 300_000 }` (ms) to check periodically.
 */
export function useAppVersion(
  config?: SWRConfiguration<AppVersion, ApiError>,
): SWRResponse<AppVersion, ApiError> {
  const client = useApiClient();
  return useSWR<AppVersion, ApiError>(apiKeys.meta.version(), () => client.meta.version(), {
    onErrorRetry: apiOnErrorRetry,
    ...config,
  });
}
