import type { Db } from '../../db/index.ts';

/** Today's punch of a user (`day` in the attendance time zone). */
export interface AttendanceRow {
  started_at: Date;
  ended_at: Date | null;
}

/** Average punch-in and punch-out times of day, in minutes after midnight, or null without punches. */
export interface AverageRow {
  average_start: number | null;
  average_end: number | null;
}

/** The user's punch of `day` ('YYYY-MM-DD'), if any. */
export async function findPunch(db: Db, userId: number, day: string): Promise<AttendanceRow | undefined> {
  const [row] = await db.query<AttendanceRow>(
    'SELECT started_at, ended_at FROM attendance WHERE user_id = $1 AND day = $2',
    [userId, day],
  );
  return row;
}

/** Averages (minutes after midnight in `timeZone`) over the 30 days before `day`. */
export async function averageTimes(
  db: Db,
  userId: number,
  day: string,
  timeZone: string,
): Promise<AverageRow | undefined> {
  const [row] = await db.query<AverageRow>(
    `SELECT
       avg(extract(hour FROM started_at AT TIME ZONE $3) * 60 + extract(minute FROM started_at AT TIME ZONE $3))::float8 AS average_start,
       avg(extract(hour FROM ended_at AT TIME ZONE $3) * 60 + extract(minute FROM ended_at AT TIME ZONE $3))::float8 AS average_end
     FROM attendance
     WHERE user_id = $1 AND day < $2 AND day >= ($2::date - 30)`,
    [userId, day, timeZone],
  );
  return row;
}

/** Punches in; false when the user already punched in on `day`. */
export async function punchIn(db: Db, userId: number, day: string, now: Date): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO attendance (user_id, day, started_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, day) DO NOTHING RETURNING id`,
    [userId, day, now],
  );
  return inserted.length > 0;
}

/** Punches out; false when there is no open punch on `day`. */
export async function punchOut(db: Db, userId: number, day: string, now: Date): Promise<boolean> {
  const updated = await db.query(
    'UPDATE attendance SET ended_at = $3 WHERE user_id = $1 AND day = $2 AND ended_at IS NULL RETURNING id',
    [userId, day, now],
  );
  return updated.length > 0;
}
