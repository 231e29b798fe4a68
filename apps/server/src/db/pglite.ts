import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Db, DbTx, SqlParam } from './types.ts';

/**
 * Opens the embedded PGlite database (PostgreSQL in WebAssembly). `dataDir` is a folder, created
 * when missing, or `memory://` for an in-memory database (tests).
 * Spec: toolchain notes, "Embedded database".
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/**
 * The {@link Db} over an open PGlite instance (closing it closes the instance). Tests use it to
 * start from a dumped data directory (testing/dbTemplate.ts).
 */
export function wrapPglite(pg: PGlite): Db {
  const wrap = (target: Pick<typeof pg, 'query' | 'exec'>): DbTx => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
