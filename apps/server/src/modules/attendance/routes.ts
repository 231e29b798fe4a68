import { requireUser } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';

/** Answers of the attendance call. Spec: operations §8 'Attendance' (the client's texts). */
export const ATTENDANCE_MESSAGES = {
  punchedIn: 'Punch In Successfully!',
  punchedOut: 'Punch Out Successfully!',
  alreadyIn: 'You have already punched in today.',
  notIn: 'You have not punched in today.',
  alreadyOut: 'You have already punched out today.',
  badBody: 'Send is_active (punch in) or is_ended (punch out).',
} as const;

/** The time zone whose calendar day an attendance belongs to (the provider works in India). */
export const ATTENDANCE_TIME_ZONE = 'Asia/Kolkata';

/** 'YYYY-MM-DD' of `date` in {@link ATTENDANCE_TIME_ZONE}. */
export function attendanceDay(date: Date, timeZone = ATTENDANCE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** 'HH:MM' (24 h) in the attendance time zone of an average time of day given in minutes, or null. */
function minutesToClock(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes) % (24 * 60);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`;
}

interface AttendanceRow {
  started_at: Date;
  ended_at: Date | null;
}

interface AverageRow {
  average_start: number | null;
  average_end: number | null;
}

/** Body of POST /partner/partner-active-time/: exactly one of the two flags. Spec: operations §3. */
export interface PunchBody {
  is_active?: boolean;
  is_ended?: boolean;
}

const punchBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { is_active: { type: 'boolean' }, is_ended: { type: 'boolean' } },
} as const;

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
      const [today] = await ctx.db.query<AttendanceRow>(
        'SELECT started_at, ended_at FROM attendance WHERE user_id = $1 AND day = $2',
        [userId, day],
      );
      // Averages as minutes after midnight in the attendance time zone, over the 30 days before today.
      const [averages] = await ctx.db.query<AverageRow>(
        `SELECT
           avg(extract(hour FROM started_at AT TIME ZONE $3) * 60 + extract(minute FROM started_at AT TIME ZONE $3))::float8 AS average_start,
           avg(extract(hour FROM ended_at AT TIME ZONE $3) * 60 + extract(minute FROM ended_at AT TIME ZONE $3))::float8 AS average_end
         FROM attendance
         WHERE user_id = $1 AND day < $2 AND day >= ($2::date - 30)`,
        [userId, day, ATTENDANCE_TIME_ZONE],
      );
      return {
        status: 200,
        is_active: Boolean(today && today.ended_at === null),
        started_time: today ? new Date(today.started_at).toISOString() : null,
        ended_time: today?.ended_at ? new Date(today.ended_at).toISOString() : null,
        average_start_time: minutesToClock(averages?.average_start ?? null),
        average_ended_time: minutesToClock(averages?.average_end ?? null),
      };
    }

    api.get('/partner/partner-active-time/', async (request) => {
      const user = await requireUser(request);
      return state(user.id);
    });

    api.post<{ Body: PunchBody }>(
      '/partner/partner-active-time/',
      {
        schema: { body: punchBodySchema },
        config: { validationMessages: { '*': ATTENDANCE_MESSAGES.badBody } },
      },
      async (request) => {
        const user = await requireUser(request);
        const { is_active: punchIn = false, is_ended: punchOut = false } = request.body ?? {};
        if (punchIn === punchOut) throw new HttpError(400, ATTENDANCE_MESSAGES.badBody);
        const now = ctx.now();
        const day = attendanceDay(now);
        if (punchIn) {
          const inserted = await ctx.db.query(
            `INSERT INTO attendance (user_id, day, started_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, day) DO NOTHING RETURNING id`,
            [user.id, day, now],
          );
          if (inserted.length === 0) throw new HttpError(409, ATTENDANCE_MESSAGES.alreadyIn);
          return { ...(await state(user.id)), message: ATTENDANCE_MESSAGES.punchedIn };
        }
        const updated = await ctx.db.query(
          `UPDATE attendance SET ended_at = $3 WHERE user_id = $1 AND day = $2 AND ended_at IS NULL RETURNING id`,
          [user.id, day, now],
        );
        if (updated.length === 0) {
          const [existing] = await ctx.db.query('SELECT 1 FROM attendance WHERE user_id = $1 AND day = $2', [
            user.id,
            day,
          ]);
          throw new HttpError(409, existing ? ATTENDANCE_MESSAGES.alreadyOut : ATTENDANCE_MESSAGES.notIn);
        }
        return { ...(await state(user.id)), message: ATTENDANCE_MESSAGES.punchedOut };
      },
    );
  },
};
