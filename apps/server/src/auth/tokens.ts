import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';

/**
 * Makes a new sign-in token: 32 random bytes, base64url (43 characters).
 * Spec: access §3 (login response `token`), §7.
 */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 (hex) of a token: the only form ever stored, so a database leak yields no usable token.
 * Spec: access §7.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Stores a new token for `userId`, valid for `ttlHours` from `now`, and returns the raw token.
 * Spec: access §3, §7 (POST /partner/login/).
 */
export async function issueToken(
  db: Pick<Db, 'query'>,
  userId: number,
  options: { ttlHours: number; now: Date; secondFactorPending?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlHours * 3_600_000);
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at, second_factor_pending)
     VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), userId, options.now, expiresAt, options.secondFactorPending ?? false],
  );
  return { token, expiresAt };
}

/**
 * Why a presented token was refused, or the user id it belongs to; `secondFactorPending` while the
 * password sign-in still owes a second factor (issue 23).
 */
export type TokenLookup =
  | { ok: true; userId: number; secondFactorPending: boolean }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' };

/**
 * Resolves a raw token to its user id, refusing unknown, revoked and expired tokens.
 * Spec: access §7 (authenticated calls), operations §7 ("Authorization: Token <stored token>").
 */
export async function lookupToken(db: Db, token: string, now: Date): Promise<TokenLookup> {
  const [row] = await db.query<{
    user_id: number;
    expires_at: Date;
    revoked_at: Date | null;
    second_factor_pending: boolean;
  }>('SELECT user_id, expires_at, revoked_at, second_factor_pending FROM auth_tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id, secondFactorPending: row.second_factor_pending };
}

/** Marks a live token's second factor done (issue 23). Returns true when a pending token was cleared. */
export async function completeSecondFactor(db: Pick<Db, 'query'>, token: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_tokens SET second_factor_pending = false
     WHERE token_hash = $1 AND second_factor_pending AND revoked_at IS NULL RETURNING token_hash`,
    [hashToken(token)],
  );
  return rows.length > 0;
}

/** Revokes one token (logout). Returns true when a live token was revoked. Spec: access §4 (logout). */
export async function revokeToken(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash',
    [hashToken(token), now],
  );
  return rows.length > 0;
}

/**
 * Deletes tokens that expired more than `graceDays` ago, to keep the table small. Run at start.
 * Spec: access §7.
 */
export async function purgeExpiredTokens(db: Db, now: Date, graceDays = 30): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE expires_at < $1', [
    new Date(now.getTime() - graceDays * 86_400_000),
  ]);
}
