import type { Db, DbTx, SqlParam } from './types.ts';

/**
 * Whether the server ended the connection the statement went on (SQLSTATE 57P01, admin_shutdown:
 * `pg_terminate_backend`, a restart, a fast shutdown). Such a statement took no effect (its
 * transaction is rolled back), so it may be sent again on another connection; the pool drops the
 * ended one.
 */
function endedByServer(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57P01';
}

/**
 * Opens a connection pool to a real PostgreSQL server (`DATABASE_URL`).
 * Spec: toolchain notes, "Embedded database" (PGlite is the default; this is the alternative).
 */
export async function openPostgres(connectionString: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // When the server closes an idle connection (restart, pg_terminate_backend, shutdown while the
  // pool ends), the pool drops that client and emits 'error'; with no listener that error would
  // crash the process. Nothing is lost: the next query opens a new connection, and fails loudly
  // if the server is really gone.
  pool.on('error', () => undefined);
  // Fail fast on a wrong URL instead of at the first request.
  const probe = await pool.connect();
  probe.release();

  return poolDb(pool);
}

/** What {@link poolDb} uses of a `pg` pool and its clients (a fake in tests). */
export interface PgPoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<PgClientLike>;
  end(): Promise<void>;
}

/** A pooled `pg` client as {@link poolDb} uses it. */
export interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Returns the client to the pool; with an error, the pool drops it. */
  release(error?: Error): void;
}

/**
 * The server's {@link Db} over a `pg` pool: statements on the pool, transactions on one pooled
 * client (BEGIN, COMMIT, ROLLBACK on a failure). A statement refused with 57P01 (the server had
 * ended its connection, {@link endedByServer}) goes once more, on the pool and at a transaction's
 * BEGIN, never inside a transaction (its earlier statements are gone with the connection).
 */
export function poolDb(pool: PgPoolLike): Db {
  type Queryable = Pick<PgPoolLike, 'query'>;
  /** On the pool, a statement the server refused because it had ended the connection goes once more. */
  const wrap = (target: Queryable, again: boolean): DbTx => {
    const send = async (sql: string, params: SqlParam[]) => {
      try {
        return await target.query(sql, params);
      } catch (error) {
        if (!again || !endedByServer(error)) throw error;
        return target.query(sql, params);
      }
    };
    return {
      async query<T>(sql: string, params: readonly SqlParam[] = []) {
        return (await send(sql, [...params])).rows as T[];
      },
      async exec(sql: string) {
        await send(sql, []);
      },
    };
  };

  /** A pooled connection in a transaction; a connection the server had ended is replaced once. */
  const begin = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      return client;
    } catch (error) {
      client.release(error as Error);
      if (!endedByServer(error)) throw error;
      const fresh = await pool.connect();
      try {
        await fresh.query('BEGIN');
        return fresh;
      } catch (again) {
        fresh.release(again as Error);
        throw again;
      }
    }
  };

  return {
    kind: 'postgres',
    ...wrap(pool, true),
    async transaction(fn) {
      const client = await begin();
      try {
        const result = await fn(wrap(client, false));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
