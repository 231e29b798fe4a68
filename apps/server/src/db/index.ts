import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, DbTx, SqlParam } from './types.ts';
export { migrate } from './migrate.ts';

/** Where the database lives: a real PostgreSQL URL wins over the PGlite data directory. */
export interface DbLocation {
  /** PostgreSQL connection string (`DATABASE_URL`). */
  databaseUrl?: string | undefined;
  /** PGlite data directory or `memory://` (`DATA_DIR`). */
  dataDir: string;
}

/**
 * Opens the configured database: `pg` Pool when `databaseUrl` is set, PGlite otherwise.
 * Spec: toolchain notes, "Embedded database".
 */
export function openDb(location: DbLocation): Promise<Db> {
  return location.databaseUrl ? openPostgres(location.databaseUrl) : openPglite(location.dataDir);
}
