import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type {
  AttendanceRecord,
  AttendanceRecordQuery,
  AttendanceState,
  Punch,
  PunchRequest,
  PunchResponse,
} from '../resources/attendance.ts';
import type { ListResponse } from '../resources/lists.ts';
import { useApiRead } from './useApiList.ts';
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
 * Punch in or out as a mutation: `trigger('in')`, `trigger('out')`, or with a shared position
 * `trigger({ punch: 'in', location })` (issue 23);
 * on success the cached state of {@link useAttendance} is replaced by the answer. Never retried.
 * Spec: operations §3 'Punch payload', §4 'Attendance', §8.
 */
export function usePunch(): SWRMutationResponse<PunchResponse, ApiError, PunchKey, Punch | PunchRequest> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<PunchResponse, ApiError, PunchKey, Punch | PunchRequest>(
    apiKeys.attendance.punch(),
    (_key, { arg }) => client.attendance.punch(arg),
    {
      onSuccess: (answer) => {
        void mutate(apiKeys.attendance.today(), answer, { revalidate: false });
      },
    },
  );
}

/**
 * The punches of a day with the places users shared (GET /management/attendance-records/, issue
 * 23) as a page; `null` skips. `error` is an `ApiError` (403 outside `CALL_ROLES.attendanceRecords`).
 */
export function useAttendanceRecords(
  query: AttendanceRecordQuery | null = {},
  config?: SWRConfiguration<ListResponse<AttendanceRecord>, ApiError>,
): SWRResponse<ListResponse<AttendanceRecord>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.attendance.records(query) : null,
    () => client.attendance.records(query ?? {}),
    config,
  );
}
