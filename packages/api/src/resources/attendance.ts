import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { withQuery, type ListQuery, type ListResponse } from './lists.ts';

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

/**
 * The device's position the user chose to share with a punch (issue 23, beyond the spec):
 * WGS 84 degrees, `accuracy` in metres (the Geolocation API's `coords.accuracy`).
 */
export interface PunchLocation {
  /** -90 to 90. */
  latitude: number;
  /** -180 to 180. */
  longitude: number;
  /** 0 to 100000 m. */
  accuracy: number;
}

/** A punch with its optional shared position. */
export interface PunchRequest {
  punch: Punch;
  location?: PunchLocation;
}

/** One user's punch of a day as the coordinator's attendance records show it (issue 23). */
export interface AttendanceRecord {
  id: number;
  fullName: string;
  email: string;
  /** The user's role (user_role). */
  role: string;
  /** ISO 8601 instant. */
  startedAt: string;
  /** ISO 8601 instant, or null while punched in. */
  endedAt: string | null;
  /** Where the user punched in, when shared. */
  punchInLocation: PunchLocation | null;
  /** Where the user punched out, when shared. */
  punchOutLocation: PunchLocation | null;
}

/** Query of GET /management/attendance-records/ (orderable: started_at, ended_at, full_name). */
export interface AttendanceRecordQuery extends ListQuery {
  /** 'YYYY-MM-DD'; default today in India. */
  day?: string;
}

interface WireAttendanceRecord {
  id: number;
  full_name: string;
  email: string;
  role: string;
  started_at: string;
  ended_at: string | null;
  punch_in_location: PunchLocation | null;
  punch_out_location: PunchLocation | null;
}

const recordFromWire = (wire: WireAttendanceRecord): AttendanceRecord => ({
  id: wire.id,
  fullName: wire.full_name,
  email: wire.email,
  role: wire.role,
  startedAt: wire.started_at,
  endedAt: wire.ended_at,
  punchInLocation: wire.punch_in_location,
  punchOutLocation: wire.punch_out_location,
});

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
   * POST /partner/partner-active-time/ with the punch payload (`{ is_active: true }` or `{ is_ended: true }`),
   * plus `location` when the user shared one (issue 23). Silent by default (the dialog shows
   * 'Error Punch In!' / 'Error Punch Out!'). Rejects with `ApiError` (409 when already punched).
   * Spec: operations §3 'Punch payload', §4 'Attendance', §8.
   */
  punch(punch: Punch | PunchRequest, options?: RequestOptions): Promise<PunchResponse>;
  /**
   * GET /management/attendance-records/: the punches of a day with the places users shared
   * (issue 23, beyond the spec). Rejects with `ApiError` (401; 403 outside
   * `CALL_ROLES.attendanceRecords`; 400 'day must be a date (YYYY-MM-DD).').
   */
  records(query?: AttendanceRecordQuery, options?: RequestOptions): Promise<ListResponse<AttendanceRecord>>;
}

const PATH = '/partner/partner-active-time/';

/** Builds `client.attendance`. */
export function createAttendanceApi(core: HttpCore): AttendanceApi {
  return {
    today: async (options) => fromWire(await core.get<WireAttendance>(PATH, { silent: true, ...options })),
    punch: async (request, options) => {
      const { punch, location } =
        typeof request === 'string' ? { punch: request, location: undefined } : request;
      const answer = await core.post<WireAttendance>(
        PATH,
        { ...(punch === 'in' ? { is_active: true } : { is_ended: true }), ...(location && { location }) },
        { silent: true, ...options },
      );
      return { ...fromWire(answer), ...(answer.message !== undefined && { message: answer.message }) };
    },
    records: async (query, options) => {
      const page = await core.get<{ status: number; results: WireAttendanceRecord[]; count: number }>(
        '/management/attendance-records/',
        withQuery(query, options),
      );
      return { status: page.status, results: page.results.map(recordFromWire), count: page.count };
    },
  };
}
