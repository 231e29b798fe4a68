import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, DbTx } from '../db/index.ts';

/** What a code is for: a registration OTP (access §2 step 1) or a partner login passphrase (§2 'Partner login'). */
export type CodePurpose = 'otp' | 'passphrase';

/** The rules every one-time code follows. Spec: access §2, §4, §9 (resend wait 60 seconds). */
export interface CodeRules {
  /** Digits per code (default 6). */
  digits: number;
  /** Lifetime in ms (default 10 minutes). */
  ttlMs: number;
  /** Wait between two sends for one identifier in ms (default 60 s; spec access §9). */
  resendWaitMs: number;
  /** Wrong tries a code survives; the last one invalidates it (default 5). */
  maxAttempts: number;
  /** Most codes sent per identifier and purpose within one hour (default 5). */
  hourlyCap: number;
}

/** The defaults of {@link CodeRules}. */
export const DEFAULT_CODE_RULES: CodeRules = {
  digits: 6,
  ttlMs: 10 * 60_000,
  resendWaitMs: 60_000,
  maxAttempts: 5,
  hourlyCap: 5,
};

const HOUR_MS = 3_600_000;

/** Thrown by {@link OneTimeCodes.issue} when a send is refused; routes answer 429 with Retry-After. */
export class CodeRateLimited extends Error {
  override name = 'CodeRateLimited';

  constructor(
    /** `wait`: the resend wait has not passed; `hourly`: the hourly cap is reached. */
    readonly reason: 'wait' | 'hourly',
    /** Seconds until a send is allowed again (at least 1). */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'wait' ? 'resend wait' : 'hourly cap');
  }
}

/** The outcome of {@link OneTimeCodes.verify}. */
export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'locked' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  attempts: number;
}

/**
 * One-time codes (registration OTPs and login passphrases) stored in `one_time_codes`: digits from
 * `crypto.randomInt`, stored only as an HMAC-SHA-256 keyed with a server secret and bound to the
 * purpose and identifier, valid 10 minutes, single use; a new code invalidates the previous one;
 * 5 wrong tries invalidate a code; sends are limited to one per 60 s and 5 per hour per identifier.
 * Every time comes from the injected clock, so tests move time instead of sleeping.
 * Spec: access §2 'Partner login' and 'Partner registration wizard', §4, §7, §9.
 */
export class OneTimeCodes {
  readonly rules: CodeRules;
  private readonly secret: Buffer;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    options: { secret?: string; rules?: Partial<CodeRules> } = {},
  ) {
    this.rules = { ...DEFAULT_CODE_RULES, ...options.rules };
    this.secret = options.secret ? Buffer.from(options.secret, 'utf8') : randomBytes(32);
  }

  /** A fresh code of `rules.digits` digits from the cryptographic generator. */
  generate(): string {
    let code = '';
    for (let i = 0; i < this.rules.digits; i++) code += String(randomInt(0, 10));
    return code;
  }

  private hash(purpose: CodePurpose, identifier: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\0${identifier}\0${code}`).digest('hex');
  }

  private async lock(tx: DbTx, purpose: CodePurpose, identifier: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${purpose}:${identifier}`]);
  }

  /**
   * Issues a code for `identifier` (e.g. `email:asha@example.com`, `phone:9800000001`) and hands it
   * to `deliver` inside the same transaction: when delivery fails nothing is stored and the
   * previous code stays valid. Invalidates every earlier code of the identifier.
   *
   * @throws CodeRateLimited when the resend wait or the hourly cap refuses the send.
   */
  async issue(
    purpose: CodePurpose,
    identifier: string,
    deliver: (code: string) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lock(tx, purpose, identifier);
      const now = this.now();
      const recent = await tx.query<{ created_at: Date }>(
        `SELECT created_at FROM one_time_codes
          WHERE purpose = $1 AND identifier = $2 AND created_at > $3
          ORDER BY created_at DESC`,
        [purpose, identifier, new Date(now.getTime() - HOUR_MS)],
      );
      const latest = recent[0];
      if (latest) {
        const waitMs = new Date(latest.created_at).getTime() + this.rules.resendWaitMs - now.getTime();
        if (waitMs > 0) throw new CodeRateLimited('wait', Math.max(1, Math.ceil(waitMs / 1000)));
      }
      if (recent.length >= this.rules.hourlyCap) {
        const oldest = recent[this.rules.hourlyCap - 1] ?? latest;
        const waitMs = new Date(oldest?.created_at ?? now).getTime() + HOUR_MS - now.getTime();
        throw new CodeRateLimited('hourly', Math.max(1, Math.ceil(waitMs / 1000)));
      }
      await tx.query(
        `UPDATE one_time_codes SET invalidated_at = $3
          WHERE purpose = $1 AND identifier = $2 AND consumed_at IS NULL AND invalidated_at IS NULL`,
        [purpose, identifier, now],
      );
      const code = this.generate();
      await tx.query(
        `INSERT INTO one_time_codes (purpose, identifier, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          purpose,
          identifier,
          this.hash(purpose, identifier, code),
          now,
          new Date(now.getTime() + this.rules.ttlMs),
        ],
      );
      await deliver(code);
    });
  }

  /**
   * Checks `code` against the identifier's live code. A match consumes it (single use) and records
   * when it was verified; a wrong code counts one try, and the last allowed try invalidates it.
   * `onMatch` runs inside the same transaction after a match (e.g. issuing the sign-in token): when
   * it throws, the code is not consumed.
   */
  async verify(
    purpose: CodePurpose,
    identifier: string,
    code: string,
    onMatch?: (tx: DbTx) => Promise<void>,
  ): Promise<VerifyOutcome> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, purpose, identifier);
      const now = this.now();
      const [row] = await tx.query<CodeRow>(
        `SELECT id, code_hash, expires_at, attempts FROM one_time_codes
          WHERE purpose = $1 AND identifier = $2 AND consumed_at IS NULL AND invalidated_at IS NULL
          ORDER BY created_at DESC LIMIT 1`,
        [purpose, identifier],
      );
      if (!row) {
        const [locked] = await tx.query<{ attempts: number }>(
          `SELECT attempts FROM one_time_codes
            WHERE purpose = $1 AND identifier = $2 AND consumed_at IS NULL
            ORDER BY created_at DESC LIMIT 1`,
          [purpose, identifier],
        );
        return {
          ok: false,
          reason: locked && locked.attempts >= this.rules.maxAttempts ? 'locked' : 'missing',
        };
      }
      if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(this.hash(purpose, identifier, code), 'hex');
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await tx.query('UPDATE one_time_codes SET consumed_at = $2, verified_at = $2 WHERE id = $1', [
          row.id,
          now,
        ]);
        await onMatch?.(tx);
        return { ok: true };
      }
      const attempts = row.attempts + 1;
      const exhausted = attempts >= this.rules.maxAttempts;
      await tx.query('UPDATE one_time_codes SET attempts = $2, invalidated_at = $3 WHERE id = $1', [
        row.id,
        attempts,
        exhausted ? now : null,
      ]);
      return exhausted
        ? { ok: false, reason: 'locked' }
        : { ok: false, reason: 'wrong', attemptsLeft: this.rules.maxAttempts - attempts };
    });
  }

  /** Deletes codes created more than `olderThanMs` ago (default one day); run at start. */
  async purge(olderThanMs = 24 * HOUR_MS): Promise<void> {
    await this.db.query('DELETE FROM one_time_codes WHERE created_at < $1', [
      new Date(this.now().getTime() - olderThanMs),
    ]);
  }

  /** True when a code for the identifier was verified within the last `withinMs` ms. */
  async wasVerified(purpose: CodePurpose, identifier: string, withinMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM one_time_codes WHERE purpose = $1 AND identifier = $2 AND verified_at > $3 LIMIT 1`,
      [purpose, identifier, new Date(this.now().getTime() - withinMs)],
    );
    return rows.length > 0;
  }
}

/**
 * The one-time codes' HMAC key shared by every instance on `db` when CODE_SECRET is not set: 32
 * random bytes (hex) generated by whichever instance asks first and kept in server_secrets
 * (migration 150); later callers read the stored one. Issue 15 'Beyond one process'.
 */
export async function sharedCodeSecret(db: Db): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    'one-time-codes',
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    'one-time-codes',
  ]);
  if (!row) throw new Error('server_secrets: no one-time code key');
  return row.value;
}
