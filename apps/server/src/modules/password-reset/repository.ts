import type { DbTx } from '../../db/index.ts';

/** Serialises the reset e-mails of one account until the end of the transaction. */
export async function lockAccountResets(tx: DbTx, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reset:${userId}`]);
}

/** Creation times of the account's reset links made after `since`, newest first. */
export async function recentResetTimes(tx: DbTx, userId: number, since: Date): Promise<Date[]> {
  const rows = await tx.query<{ created_at: Date }>(
    `SELECT created_at FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2
      ORDER BY created_at DESC`,
    [userId, since],
  );
  return rows.map((row) => new Date(row.created_at));
}

/** Voids the account's unused reset links and stores a new one (only the token's hash). */
export async function replaceResetToken(
  tx: DbTx,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
  await tx.query(
    'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [tokenHash, userId, now, expiresAt],
  );
}

/** Uses up a live reset token; the id of its account, or undefined (unknown, used or expired). */
export async function useResetToken(tx: DbTx, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await tx.query<{ user_id: number }>(
    `UPDATE password_reset_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id`,
    [tokenHash, now],
  );
  return row?.user_id;
}

/** Sets the account's password and revokes all its sign-in tokens. */
export async function setPasswordAndSignOut(
  tx: DbTx,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  await tx.query('UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
}
