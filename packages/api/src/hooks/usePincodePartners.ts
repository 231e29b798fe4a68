import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { PincodePartnerPage, PincodePartnerQuery } from '../resources/pincodePartners.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/** Partners serving a pincode (GET /management/assign-pin-partner/); `null` (e.g. no pin typed yet) skips. Spec: operations §7. */
export function usePincodePartners(
  query: PincodePartnerQuery | null,
  config?: SWRConfiguration<PincodePartnerPage, ApiError>,
): SWRResponse<PincodePartnerPage, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.pincodePartners.list(query) : null,
    () => client.pincodePartners.list(query ?? { pin: '' }),
    config,
  );
}
