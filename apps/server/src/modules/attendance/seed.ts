import type { Db } from '../../db/index.ts';
import { attendanceDay } from './schemas.ts';

/** Demo field staff whose punches the attendance records show (no test or e2e punches as them). */
const DEMO_PUNCHERS = [
  { email: 'internal_agent@demo.test', place: { latitude: 12.97194, longitude: 77.59369, accuracy: 18 } },
  { email: 'auditor_user@demo.test', place: { latitude: 28.61394, longitude: 77.20902, accuracy: 35 } },
  { email: 'verify_scheduler@demo.test', place: null },
  { email: 'customer_connect@demo.test', place: { latitude: 19.07609, longitude: 72.87743, accuracy: 120 } },
] as const;

const MINUTE = 60_000;

/**
 * Demo punches (issue 23, located punches): for the two days before `now` (India time) a full day
 * each, and today a punch-in 30 to 51 minutes before `now`; places as the demo users shared them
 * (one never shares). Idempotent: a day already punched is left as it is.
 */
export async function seedAttendance(db: Db, now: Date): Promise<void> {
  const users = await db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE email = ANY($1)',
    [DEMO_PUNCHERS.map((user) => user.email)],
  );
  const idOf = new Map(users.map((user) => [user.email, user.id]));
  for (const [index, user] of DEMO_PUNCHERS.entries()) {
    const id = idOf.get(user.email);
    if (id === undefined) continue;
    const place = user.place;
    const punches: { day: string; start: Date; end: Date | null }[] = [];
    for (const back of [2, 1]) {
      const day = attendanceDay(new Date(now.getTime() - back * 1440 * MINUTE));
      // 09:00 India time (03:30 UTC) plus a few minutes per user; out after 8 h 10 min.
      const start = new Date(Date.parse(`${day}T03:30:00Z`) + (index * 7 + back * 3) * MINUTE);
      punches.push({ day, start, end: new Date(start.getTime() + 490 * MINUTE) });
    }
    punches.push({
      day: attendanceDay(now),
      start: new Date(now.getTime() - (30 + index * 7) * MINUTE),
      end: null,
    });
    for (const punch of punches) {
      await db.query(
        `INSERT INTO attendance (user_id, day, started_at, ended_at, in_latitude, in_longitude, in_accuracy_m,
           out_latitude, out_longitude, out_accuracy_m)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (user_id, day) DO NOTHING`,
        [
          id,
          punch.day,
          punch.start,
          punch.end,
          place?.latitude ?? null,
          place?.longitude ?? null,
          place?.accuracy ?? null,
          punch.end && place ? place.latitude + 0.002 : null,
          punch.end && place ? place.longitude - 0.001 : null,
          punch.end && place ? place.accuracy + 5 : null,
        ],
      );
    }
  }
}
