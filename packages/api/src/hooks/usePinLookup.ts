import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
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

/**
 * The postal code lookup on demand (a form's 6th digit): `trigger(pin)` resolves with the post
 * offices, or rejects with `ApiError` (404: no location). Silent: the form shows the failure.
 * Spec: access §2 'Company step', §7, §8, §9.
 */
export function usePostalCodeLookup(): SWRMutationResponse<
  PoForTechlocalResponse,
  ApiError,
  ReturnType<typeof apiKeys.management.poLookup>,
  string
> {
  const client = useApiClient();
  return useSWRMutation<
    PoForTechlocalResponse,
    ApiError,
    ReturnType<typeof apiKeys.management.poLookup>,
    string
  >(apiKeys.management.poLookup(), (_key, { arg }) =>
    client.management.poForTechlocal(arg, { silent: true }),
  );
}
