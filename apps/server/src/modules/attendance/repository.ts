import type { Db } from '../../db/index.ts';
import { runList, SqlParams, type ListParams } from '../../routes/listing.ts';
import type { PunchLocation } from './schemas.ts';

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

/** Punches in, with the shared position if any; false when the user already punched in on `day`. */
export async function punchIn(
  db: Db,
  userId: number,
  day: string,
  now: Date,
  location?: PunchLocation,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO attendance (user_id, day, started_at, in_latitude, in_longitude, in_accuracy_m)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, day) DO NOTHING RETURNING id`,
    [userId, day, now, location?.latitude ?? null, location?.longitude ?? null, location?.accuracy ?? null],
  );
  return inserted.length > 0;
}

/** Punches out, with the shared position if any; false when there is no open punch on `day`. */
export async function punchOut(
  db: Db,
  userId: number,
  day: string,
  now: Date,
  location?: PunchLocation,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE attendance SET ended_at = $3, out_latitude = $4, out_longitude = $5, out_accuracy_m = $6
     WHERE user_id = $1 AND day = $2 AND ended_at IS NULL RETURNING id`,
    [userId, day, now, location?.latitude ?? null, location?.longitude ?? null, location?.accuracy ?? null],
  );
  return updated.length > 0;
}

/** A place of a punch as the records call answers it, or null when none was shared. */
const PLACE_SQL = (side: 'in' | 'out') => `CASE WHEN a.${side}_latitude IS NULL THEN NULL ELSE
  json_build_object('latitude', a.${side}_latitude, 'longitude', a.${side}_longitude, 'accuracy', a.${side}_accuracy_m) END`;

/** One page of the punches of `day`, with the user's name, e-mail and role (issue 23). */
export function listAttendanceRecords(db: Db, list: ListParams, filters: { day: string }) {
  const params = new SqlParams();
  const where = [`a.day = ${params.add(filters.day)}::date`];
  return runList(
    db,
    {
      select: `a.id, u.full_name, u.email, u.user_role AS role, a.started_at, a.ended_at,
        ${PLACE_SQL('in')} AS punch_in_location, ${PLACE_SQL('out')} AS punch_out_location`,
      from: 'FROM attendance a JOIN users u ON u.id = a.user_id',
      searchable: ['u.full_name', 'u.email'],
      orderable: { id: 'a.id', started_at: 'a.started_at', ended_at: 'a.ended_at', full_name: 'u.full_name' },
      defaultOrdering: 'started_at',
      where,
    },
    list,
    params,
    'a.id',
  );
}
