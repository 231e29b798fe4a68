import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { PostOffice } from '../resources/pinLookup.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * District, state and country of a postal code (GET /management/po-for-techlocal/), cached under
 * `['pin-lookup', pin]`. Fetches only once `pin` has 6 digits (access §9: the
 * lookup triggers at 6 characters); anything else or `null` skips. `error.status === 404` (or an
 * empty list) means 'No location data found for the provided PIN code.'.
 * Spec: access §2 'Company step', §3, §7, §8, §9.
 */
export function usePinLookup(
  pin: string | null,
  config?: SWRConfiguration<PostOffice[], ApiError>,
): SWRResponse<PostOffice[], ApiError> {
  const client = useApiClient();
  const ready = pin !== null && /^\d{6}$/.test(pin);
  return useSWR<PostOffice[], ApiError>(
    ready ? apiKeys.pinLookup.postOffices(pin) : null,
    () => client.pinLookup.postOffices(pin ?? ''),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}

/**
 * The postal code lookup on demand (a form's 6th digit): `trigger(pin)` resolves with the post
 * offices, or rejects with `ApiError` (404: no location). Silent: the form shows the failure.
 * Spec: access §2 'Company step', §7, §8, §9.
 */
export function usePostalCodeLookup(): SWRMutationResponse<
  PostOffice[],
  ApiError,
  ReturnType<typeof apiKeys.pinLookup.lookup>,
  string
> {
  const client = useApiClient();
  return useSWRMutation<PostOffice[], ApiError, ReturnType<typeof apiKeys.pinLookup.lookup>, string>(
    apiKeys.pinLookup.lookup(),
    (_key, { arg }) => client.pinLookup.postOffices(arg, { silent: true }),
  );
}
