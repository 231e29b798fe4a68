import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse, WriteResponse } from '../resources/lists.ts';
import type {
  DoaSpareQuery,
  Spare,
  SpareReturn,
  SpareTrackDetail,
  SpareTrackDetailQuery,
  SpareTrackQuery,
} from '../resources/spares.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/** Spare tracking (POST /management/spares-track/ with query params, a read); `null` skips. Spec: operations §3 (spareTracking), §7. */
export function useSpareTracking(
  query: SpareTrackQuery | null = {},
  config?: Config<ListResponse<Spare>>,
): SWRResponse<ListResponse<Spare>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.spares.track(query) : null,
    () => client.spares.track(query ?? {}),
    config,
  );
}

/** One spare with its tracking events (GET /management/get-track-detail/); `null` skips. Spec: operations §7. */
export function useSpareTrackDetail(
  query: SpareTrackDetailQuery | null,
  config?: Config<SpareTrackDetail>,
): SWRResponse<SpareTrackDetail, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.spares.trackDetail(query) : null,
    () => client.spares.trackDetail(query ?? { id: 0 }),
    config,
  );
}

/** Dead-on-arrival spares (GET /management/spares-doa/); `null` skips. Spec: operations §3 (doaSpares), §7. */
export function useDoaSpares(
  query: DoaSpareQuery | null = {},
  config?: Config<ListResponse<Spare>>,
): SWRResponse<ListResponse<Spare>, ApiError> {
  const client = useApiClient();
  return useApiRead(query ? apiKeys.spares.doa(query) : null, () => client.spares.doa(query ?? {}), config);
}

/** Key type of {@link useReturnSpare}. */
export type ReturnSpareKey = ReturnType<typeof apiKeys.spares.returnSpare>;

/**
 * Records a spare return (`trigger({ spareId, reason })`), then revalidates the spare lists, the
 * warehouses (spares in stock) and the dashboard. Spec: operations §7.
 */
export function useReturnSpare(): SWRMutationResponse<
  WriteResponse<Spare>,
  ApiError,
  ReturnSpareKey,
  SpareReturn
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.spares.returnSpare(),
    (_key, { arg }: { arg: SpareReturn }) => client.spares.returnSpare(arg),
    {
      onSuccess: () =>
        revalidate(apiKeys.spares.all(), apiKeys.warehouses.all(), apiKeys.dashboardAnalytics.all()),
    },
  );
}
