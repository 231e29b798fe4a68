import type { Db } from '../db/types.ts';

/** Options of {@link SignInThrottle}. */
export interface SignInThrottleOptions {
  /** Failed attempts per e-mail answered without delay (default 5). */
  freeFailures?: number;
  /** Wait after the first counted failure beyond the free ones; doubles with each further one (default 1 s). */
  baseDelayMs?: number;
  /** Longest wait between two attempts for one e-mail (default 60 s). */
  maxDelayMs?: number;
  /** Failures are forgotten once an e-mail had none for this long (default 1 hour). */
  forgetAfterMs?: number;
}

/**
 * Brute-force protection of sign-in per e-mail, shared by every server instance on the database
 * (table login_failures, migration 120). After `freeFailures` failed attempts, each further
 * attempt for the e-mail must wait `baseDelayMs`, doubling per failure up to `maxDelayMs`, after
 * the last failure: an attacker is slowed to about one guess a minute, while the account's owner
 * waits at most a minute (no 15-minute lock that anyone could set off). A successful sign-in
 * clears the e-mail's failures. The per-client and global limits are separate (sign-in routes,
 * @fastify/rate-limit). Spec: access §7 (POST /partner/login/), §8; issue 15.
 */
export class SignInThrottle {
  readonly freeFailures: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly forgetAfterMs: number;

  constructor(
    private readonly db: Db,
    options: SignInThrottleOptions = {},
  ) {
    this.freeFailures = options.freeFailures ?? 5;
    this.baseDelayMs = options.baseDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 60_000;
    this.forgetAfterMs = options.forgetAfterMs ?? 60 * 60_000;
  }

  /** The wait (ms) required after the last of `failures` failures: 0 while they are free. */
  delayAfter(failures: number): number {
    if (failures < this.freeFailures) return 0;
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.min(30, failures - this.freeFailures));
  }

  /** Seconds `email` must still wait before its next attempt, or 0 when it may try now. */
  async retryAfterSeconds(email: string, now: Date): Promise<number> {
    const [row] = await this.db.query<{ failures: number; last_failure_at: Date | string }>(
      'SELECT failures, last_failure_at FROM login_failures WHERE email = $1',
      [email],
    );
    if (!row) return 0;
    const since = now.getTime() - new Date(row.last_failure_at).getTime();
    if (since >= this.forgetAfterMs) return 0;
    const wait = this.delayAfter(row.failures) - since;
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** Records one failed attempt for `email` (a new count once the old ones are forgotten). */
  async recordFailure(email: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO login_failures (email, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (email) DO UPDATE SET
         failures = CASE WHEN login_failures.last_failure_at <= $2::timestamptz - $3 * interval '1 millisecond'
                         THEN 1 ELSE LEAST(login_failures.failures + 1, 1000000) END,
         last_failure_at = $2`,
      [email, now.toISOString(), this.forgetAfterMs],
    );
  }

  /** Forgets the failures of `email` (after a successful sign-in). */
  async reset(email: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE email = $1', [email]);
  }
}
