import type { Db } from '../db/types.ts';

/** What @fastify/rate-limit reads back from a store: hits in the window and ms until it ends. */
interface StoreResult {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: StoreResult) => void;

/**
 * Adds one hit to the fixed-window counter `key` (table rate_limit_counters, migration 120) and
 * returns the hits in the current window and the milliseconds until it ends; a new window of
 * `windowMs` starts once the old one ended. One statement, so instances on one database never
 * lose a hit. Used by the sign-in limits and the questionnaires' public writes (issue 15).
 */
export async function hitCounter(
  db: Db,
  key: string,
  at: Date,
  windowMs: number,
): Promise<{ count: number; ttl: number }> {
  const [row] = await db.query<{ count: number; reset_at: Date | string }>(
    `INSERT INTO rate_limit_counters (key, count, reset_at)
     VALUES ($1, 1, $2::timestamptz + $3 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limit_counters.reset_at <= $2 THEN 1
                    ELSE LEAST(rate_limit_counters.count + 1, 2000000000) END,
       reset_at = CASE WHEN rate_limit_counters.reset_at <= $2 THEN EXCLUDED.reset_at
                       ELSE rate_limit_counters.reset_at END
     RETURNING count, reset_at`,
    [key, at.toISOString(), windowMs],
  );
  const ttl = row ? new Date(row.reset_at).getTime() - at.getTime() : windowMs;
  return { count: row?.count ?? 1, ttl: Math.max(0, ttl) };
}

/**
 * A store for @fastify/rate-limit kept in PostgreSQL (table rate_limit_counters, migration 120):
 * fixed-window counters shared by every server instance on the database, so limits hold across
 * instances and restarts. `nameSpace` (a rate-limit option) prefixes the keys of one limiter.
 * Returns the store class the plugin instantiates (`store` option). Issue 15.
 */
export function postgresRateLimitStore(db: Db, now: () => Date) {
  let calls = 0;

  /** One limiter's counters. */
  return class PostgresRateLimitStore {
    private readonly nameSpace: string;

    constructor(options: { nameSpace?: unknown } = {}) {
      this.nameSpace = typeof options.nameSpace === 'string' ? options.nameSpace : 'rate:';
    }

    /** Adds one hit to `key`'s window (a new window once the old one ended). */
    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      calls += 1;
      const purge =
        calls % 500 === 0
          ? db.query('DELETE FROM rate_limit_counters WHERE reset_at < $1', [at.toISOString()])
          : Promise.resolve([]);
      purge
        .then(() => hitCounter(db, this.nameSpace + key, at, timeWindow))
        .then(({ count, ttl }) => callback(null, { current: count, ttl }))
        .catch((error: unknown) => callback(error as Error));
    }

    /** `key`'s hits in the current window, without adding one. */
    read(key: string, callback: Callback): void {
      const at = now();
      db.query<{ count: number; reset_at: Date | string }>(
        'SELECT count, reset_at FROM rate_limit_counters WHERE key = $1 AND reset_at > $2',
        [this.nameSpace + key, at.toISOString()],
      )
        .then(([row]) =>
          callback(
            null,
            row
              ? { current: row.count, ttl: new Date(row.reset_at).getTime() - at.getTime() }
              : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: unknown) => callback(error as Error));
    }

    /** The store of one limiter (`createRateLimit` / route options carry its `nameSpace`). */
    child(options: object): PostgresRateLimitStore {
      const { nameSpace } = options as { nameSpace?: unknown };
      return new PostgresRateLimitStore({ nameSpace: nameSpace ?? this.nameSpace });
    }
  };
}
