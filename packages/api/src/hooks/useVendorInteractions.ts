import type { SWRConfiguration, SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse } from '../resources/lists.ts';
import type { VendorInteraction, VendorInteractionQuery } from '../resources/vendorInteractions.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead } from './useApiList.ts';

/** Interactions with partners (GET /partner/vendor-interaction/); `null` skips. Spec: operations §7. */
export function useVendorInteractions(
  query: VendorInteractionQuery | null = {},
  config?: SWRConfiguration<ListResponse<VendorInteraction>, ApiError>,
): SWRResponse<ListResponse<VendorInteraction>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.vendorInteractions.list(query) : null,
    () => client.vendorInteractions.list(query ?? {}),
    config,
  );
}
