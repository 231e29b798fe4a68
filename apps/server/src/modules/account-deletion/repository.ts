import type { Db } from '../../db/index.ts';

/** Records an open deletion request for the user; a second open request adds nothing. */
export async function requestDeletion(db: Db, userId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO account_deletion_requests (user_id, requested_at) VALUES ($1, $2)
     ON CONFLICT (user_id) WHERE status = 'requested' DO NOTHING`,
    [userId, now],
  );
}
