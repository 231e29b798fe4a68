import type { Db } from '../../db/types.ts';

/** The profiling questionnaire's form id (the first form marked is_profiling), if any. */
export async function profilingFormId(db: Db): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM questionnaire_forms WHERE is_profiling ORDER BY id LIMIT 1',
  );
  return row?.id;
}

/** The user with this uuid, if any (name and phone for the stored submission). */
export async function findUserByUuid(
  db: Db,
  uuid: string,
): Promise<{ uuid: string; full_name: string; phone: string } | undefined> {
  const [row] = await db.query<{ uuid: string; full_name: string; phone: string }>(
    'SELECT uuid, full_name, phone FROM users WHERE uuid::text = $1',
    [uuid],
  );
  return row;
}
