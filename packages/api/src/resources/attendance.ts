import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/**
 * Today's attendance. The spec shows only `status`; the rest is the reference server's shape.
 * Spec: operations §3 'Punch payload', §7 'Identity-adjacent and attendance'.
 */
export interface AttendanceState {
  /** True while punched in and not yet out today. */
  isActive: boolean;
  /** Today's punch-in instant (ISO 8601), or null. */
  startedAt: string | null;
  /** Today's punch-out instant (ISO 8601), or null. */
  endedAt: string | null;
  /** Average punch-in time of day over the previous 30 days ('HH:MM', India time), or null. */
  averageStart: string | null;
  /** Average punch-out time of day over the previous 30 days ('HH:MM', India time), or null. */
  averageEnd: string | null;
}

/** Answer of a punch: the new state and the server's message. */
export interface PunchResponse extends AttendanceState {
  message?: string;
}

/** A punch: 'in' (sent as `{ is_active: true }`) or 'out' (`{ is_ended: true }`). Spec: operations §3. */
export type Punch = 'in' | 'out';

/** The state as GET and POST /partner/partner-active-time/ answer it. */
interface WireAttendance {
  is_active: boolean;
  started_time: string | null;
  ended_time: string | null;
  average_start_time: string | null;
  average_ended_time: string | null;
  message?: string;
}

const fromWire = (state: WireAttendance): AttendanceState => ({
  isActive: state.is_active,
  startedAt: state.started_time,
  endedAt: state.ended_time,
  averageStart: state.average_start_time,
  averageEnd: state.average_ended_time,
});

/** The attendance calls, available as `client.attendance`. */
export interface AttendanceApi {
  /**
   * GET /partner/partner-active-time/: today's punch and the averages. Silent by default (the
   * dialog shows 'Error Fetching Attendance!'). Spec: operations §4 'Attendance', §8.
   */
  today(options?: RequestOptions): Promise<AttendanceState>;
  /**
   * POST /partner/partner-active-time/ with the punch payload (`{ is_active: true }` or `{ is_ended: true }`). Silent by default (the dialog shows
   * 'Error Punch In!' / 'Error Punch Out!'). Rejects with `ApiError` (409 when already punched).
   * Spec: operations §3 'Punch payload', §4 'Attendance', §8.
   */
  punch(punch: Punch, options?: RequestOptions): Promise<PunchResponse>;
}

const PATH = '/partner/partner-active-time/';

/** Builds `client.attendance`. */
export function createAttendanceApi(core: HttpCore): AttendanceApi {
  return {
    today: async (options) => fromWire(await core.get<WireAttendance>(PATH, { silent: true, ...options })),
    punch: async (punch, options) => {
      const answer = await core.post<WireAttendance>(
        PATH,
        punch === 'in' ? { is_active: true } : { is_ended: true },
        { silent: true, ...options },
      );
      return { ...fromWire(answer), ...(answer.message !== undefined && { message: answer.message }) };
    },
  };
}
