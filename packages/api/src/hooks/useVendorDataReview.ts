import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse, WriteResponse } from '../resources/lists.ts';
import type {
  VendorDataDecision,
  VendorDataQuery,
  VendorDataResponse,
  VendorDataReviewed,
} from '../resources/vendorDataReview.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

/** Partner data to review (GET /partner/vendor-data-response/); `null` skips. Spec: operations §7. */
export function useVendorDataReview(
  query: VendorDataQuery | null = {},
  config?: SWRConfiguration<ListResponse<VendorDataResponse>, ApiError>,
): SWRResponse<ListResponse<VendorDataResponse>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.vendorDataReview.list(query) : null,
    () => client.vendorDataReview.list(query ?? {}),
    config,
  );
}

/** Key type of {@link useReviewVendorData}. */
export type ReviewVendorDataKey = ReturnType<typeof apiKeys.vendorDataReview.review>;

/** Approves or rejects partner data (`trigger({ id, action, remarks })`), then revalidates the review list. Spec: operations §7. */
export function useReviewVendorData(): SWRMutationResponse<
  WriteResponse<VendorDataReviewed>,
  ApiError,
  ReviewVendorDataKey,
  VendorDataDecision
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.vendorDataReview.review(),
    (_key, { arg }: { arg: VendorDataDecision }) => client.vendorDataReview.review(arg),
    { onSuccess: () => revalidate(apiKeys.vendorDataReview.all()) },
  );
}
