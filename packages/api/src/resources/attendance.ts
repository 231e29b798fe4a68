import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/**
 * Today's attendance as GET /partner/partner-active-time/ answers it (field names as the server
 * spells them). The spec shows only `status`; the rest is the reference server's shape.
 * Spec: operations §3 'Punch payload', §7 'Identity-adjacent and attendance'.
 */
export interface AttendanceState {
  status: number;
  /** True while punched in and not yet out today. */
  is_active: boolean;
  /** Today's punch-in instant (ISO 8601), or null. */
  started_time: string | null;
  /** Today's punch-out instant (ISO 8601), or null. */
  ended_time: string | null;
  /** Average punch-in time of day over the previous 30 days ('HH:MM', India time), or null. */
  average_start_time: string | null;
  /** Average punch-out time of day over the previous 30 days ('HH:MM', India time), or null. */
  average_ended_time: string | null;
}

/** Answer of a punch: the new state and the server's message. */
export interface PunchResponse extends AttendanceState {
  message?: string;
}

/** Body of POST /partner/partner-active-time/: `{ is_active: true }` or `{ is_ended: true }`. */
export type PunchPayload = { is_active: true } | { is_ended: true };

/** The attendance calls, available as `client.attendance`. */
export interface AttendanceApi {
  /**
   * GET /partner/partner-active-time/: today's punch and the averages. Silent by default (the
   * dialog shows 'Error Fetching Attendance!'). Spec: operations §4 'Attendance', §8.
   */
  today(options?: RequestOptions): Promise<AttendanceState>;
  /**
   * POST /partner/partner-active-time/ with the punch payload. Silent by default (the dialog shows
   * 'Error Punch In!' / 'Error Punch Out!'). Rejects with `ApiError` (409 when already punched).
   * Spec: operations §3 'Punch payload', §4 'Attendance', §8.
   */
  punch(payload: PunchPayload, options?: RequestOptions): Promise<PunchResponse>;
}

const PATH = '/partner/partner-active-time/';

/** Builds `client.attendance`. */
export function createAttendanceApi(core: HttpCore): AttendanceApi {
  return {
    today: (options) => core.get<AttendanceState>(PATH, { silent: true, ...options }),
    punch: (payload, options) =>
      core.post<PunchResponse, PunchPayload>(PATH, payload, { silent: true, ...options }),
  };
}
