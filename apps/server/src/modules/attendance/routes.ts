import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint, queryString, type RawQuery } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { averageTimes, findPunch, listAttendanceRecords, punchIn, punchOut } from './repository.ts';
import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_TIME_ZONE,
  attendanceDay,
  punchMessages,
  punchSchema,
  type PunchBody,
} from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

/** 'HH:MM' (24 h) in the attendance time zone of an average time of day given in minutes, or null. */
function minutesToClock(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes) % (24 * 60);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`;
}

/** The `day` of the records call ('YYYY-MM-DD', a real date), today in India by default; 400 otherwise. */
function recordsDay(query: RawQuery, now: Date): string {
  const day = queryString(query, 'day');
  if (day === undefined) return attendanceDay(now);
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = parsed
    ? new Date(Date.UTC(Number(parsed[1]), Number(parsed[2]) - 1, Number(parsed[3])))
    : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new HttpError(400, ATTENDANCE_MESSAGES.badDay);
  return day;
}

/**
 * Attendance (`/partner/partner-active-time/`), for every signed-in user.
 *
 * - GET → `{ status: 200, is_active, started_time, ended_time, average_start_time,
 *   average_ended_time }`: today's punch (ISO instants or null; `is_active` while punched in and
 *   not out) and the user's average punch-in / punch-out times of day over the last 30 days
 *   ('HH:MM', Asia/Kolkata, or null).
 * - POST `{ is_active: true }` punches in (409 when already in today); `{ is_ended: true }` punches
 *   out (409 when not in or already out). The answer is the GET shape plus `message`.
 *
 * - Beyond the spec (issue 23): a punch may carry `location` `{ latitude, longitude, accuracy }`
 *   (degrees, metres) that the user chose to share; 400 for a position out of range.
 * - GET /management/attendance-records/ (coordinators, project managers, admins; issue 23): the
 *   punches of `day` ('YYYY-MM-DD', default today in India) as a page `{ status, results, count }`
 *   with each user's name, e-mail, role, times and shared places; search by name or e-mail.
 *
 * Spec: operations §2 'Attendance dialog', §3 'Punch payload' (the shape of started_time and the
 * averages is "not fully shown": this is the reference server's choice), §7 'Identity-adjacent and
 * attendance'.
 */
export const attendanceRoutes: RouteModule = {
  name: 'attendance',
  plugin: async (api) => {
    const { ctx } = api;

    async function state(userId: number) {
      const day = attendanceDay(ctx.now());
      const today = await findPunch(ctx.db, userId, day);
      const averages = await averageTimes(ctx.db, userId, day, ATTENDANCE_TIME_ZONE);
      return {
        status: 200,
        is_active: Boolean(today && today.ended_at === null),
        started_time: today ? new Date(today.started_at).toISOString() : null,
        ended_time: today?.ended_at ? new Date(today.ended_at).toISOString() : null,
        average_start_time: minutesToClock(averages?.average_start ?? null),
        average_ended_time: minutesToClock(averages?.average_end ?? null),
      };
    }

    api.get(
      '/partner/partner-active-time/',
      { schema: noQuerySchema, preValidation: authenticate() },
      async (request) => state(request.authUser!.id),
    );

    api.post<{ Body: PunchBody }>(
      '/partner/partner-active-time/',
      {
        schema: punchSchema,
        config: { validationMessages: punchMessages },
        preValidation: authenticate(),
      },
      async (request) => {
        const user = request.authUser!;
        const { is_active: wantsIn = false, is_ended: wantsOut = false, location } = request.body ?? {};
        if (wantsIn === wantsOut) throw new HttpError(400, ATTENDANCE_MESSAGES.badBody);
        const now = ctx.now();
        const day = attendanceDay(now);
        if (wantsIn) {
          if (!(await punchIn(ctx.db, user.id, day, now, location))) {
            throw new HttpError(409, ATTENDANCE_MESSAGES.alreadyIn);
          }
          return { ...(await state(user.id)), message: ATTENDANCE_MESSAGES.punchedIn };
        }
        if (!(await punchOut(ctx.db, user.id, day, now, location))) {
          const existing = await findPunch(ctx.db, user.id, day);
          throw new HttpError(409, existing ? ATTENDANCE_MESSAGES.alreadyOut : ATTENDANCE_MESSAGES.notIn);
        }
        return { ...(await state(user.id)), message: ATTENDANCE_MESSAGES.punchedOut };
      },
    );

    listEndpoint(api, '/management/attendance-records/', {
      roles: CALL_ROLES.attendanceRecords,
      filters: (query: RawQuery) => ({ day: recordsDay(query, ctx.now()) }),
      page: listAttendanceRecords,
    });
  },
};
