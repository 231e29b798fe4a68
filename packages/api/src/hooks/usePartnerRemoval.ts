import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { WriteResponse } from '../resources/lists.ts';
import type { NewPartnerRemoval, PartnerRemoval } from '../resources/partnerRemoval.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useRevalidatePrefix } from './useApiList.ts';

/** Key type of {@link useRequestPartnerRemoval}. */
export type RequestPartnerRemovalKey = ReturnType<typeof apiKeys.partnerRemoval.request>;

/**
 * Requests a partner's removal (`trigger({ partnerId, reason })`), then revalidates the partner
 * lists (pincode partners, vendor data review). Spec: operations §7.
 */
export function useRequestPartnerRemoval(): SWRMutationResponse<
  WriteResponse<PartnerRemoval>,
  ApiError,
  RequestPartnerRemovalKey,
  NewPartnerRemoval
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partnerRemoval.request(),
    (_key, { arg }: { arg: NewPartnerRemoval }) => client.partnerRemoval.request(arg),
    { onSuccess: () => revalidate(apiKeys.pincodePartners.all(), apiKeys.vendorDataReview.all()) },
  );
}
