import type { Db, DbTx, SqlParam } from './types.ts';

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

  type Queryable = Pick<InstanceType<typeof pg.Pool>, 'query'>;
  const wrap = (target: Queryable): DbTx => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
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
