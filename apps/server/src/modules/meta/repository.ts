import type { Db } from '../../db/index.ts';

/** Resolves once the database answers a trivial query (start-up probes). */
export async function ping(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
