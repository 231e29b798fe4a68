import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { AttendanceState, Punch, PunchResponse } from '../resources/attendance.ts';
import { useApiClient } from './ApiProvider.tsx';
import { apiOnErrorRetry } from './swrConfig.ts';

/**
 * Today's attendance (GET /partner/partner-active-time/), cached under `['attendance', 'today']`.
 * @param enabled - `false` skips the fetch (e.g. while the dialog is closed).
 * @returns SWR's response; on `error` the dialog shows 'Error Fetching Attendance!'.
 * Spec: operations §2 'Attendance dialog', §4 'Attendance', §8.
 */
export function useAttendance(
  enabled = true,
  config?: SWRConfiguration<AttendanceState, ApiError>,
): SWRResponse<AttendanceState, ApiError> {
  const client = useApiClient();
  return useSWR<AttendanceState, ApiError>(
    enabled ? apiKeys.attendance.today() : null,
    () => client.attendance.today(),
    { onErrorRetry: apiOnErrorRetry, ...config },
  );
}

/** The key type of {@link usePunch}. */
export type PunchKey = ReturnType<typeof apiKeys.attendance.punch>;

/**
 * Punch in or out as a mutation: `trigger('in')` or `trigger('out')`;
 * on success the cached state of {@link useAttendance} is replaced by the answer. Never retried.
 * Spec: operations §3 'Punch payload', §4 'Attendance', §8.
 */
export function usePunch(): SWRMutationResponse<PunchResponse, ApiError, PunchKey, Punch> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<PunchResponse, ApiError, PunchKey, Punch>(
    apiKeys.attendance.punch(),
    (_key, { arg }) => client.attendance.punch(arg),
    {
      onSuccess: (answer) => {
        void mutate(apiKeys.attendance.today(), answer, { revalidate: false });
      },
    },
  );
}
