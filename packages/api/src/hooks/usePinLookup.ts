import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { PoForTechlocalResponse } from '../resources/pinLookup.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * District, state and country of a postal code (GET /management/po-for-techlocal/), cached under
 * `['management', 'po-for-techlocal', pin]`. Fetches only once `pin` has 6 digits (access §9: the
 * lookup triggers at 6 characters); anything else or `null` skips. `error.status === 404` (or an
 * empty `data.pos`) means 'No location data found for the provided PIN code.'.
 * Spec: access §2 'Company step', §3, §7, §8, §9.
 */
export function usePinLookup(
  pin: string | null,
  config?: SWRConfiguration<PoForTechlocalResponse, ApiError>,
): SWRResponse<PoForTechlocalResponse, ApiError> {
  const client = useApiClient();
  const ready = pin !== null && /^\d{6}$/.test(pin);
  return useSWR<PoForTechlocalResponse, ApiError>(
    ready ? apiKeys.management.poForTechlocal(pin) : null,
    () => client.management.poForTechlocal(pin ?? ''),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}
