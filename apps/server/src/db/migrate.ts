import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

/** Folder of the numbered SQL migrations (`NNN_name.sql`). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** One migration file. */
export interface Migration {
  /** The number prefix, e.g. 1 for `001_users_and_tokens.sql`. */
  version: number;
  /** The rest of the file name, e.g. `users_and_tokens`. */
  name: string;
  /** SQL text. */
  sql: string;
  /** SHA-256 of the SQL text, to notice a migration edited after it was applied. */
  checksum: string;
}

/**
 * Lists the migrations in `dir` in version order. File names must look like `001_name.sql`;
 * duplicate numbers are an error. Spec: toolchain notes, "Embedded database".
 */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{3,})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: Number(match[1]),
        name: match[2] ?? '',
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share version ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

/** What {@link migrate} did. */
export interface MigrateResult {
  /** Versions applied by this call (empty when the schema was up to date). */
  applied: number[];
  /** Versions whose file changed after they were applied (not re-run; worth a warning). */
  changed: number[];
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each exactly once, all in one
 * transaction guarded by an advisory lock (so two servers starting on one PostgreSQL do not race).
 * Safe to call on every start. Spec: toolchain notes, "Embedded database".
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('partner-portal:migrations'))`);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const done = await tx.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const doneByVersion = new Map(done.map((row) => [row.version, row.checksum]));
    const result: MigrateResult = { applied: [], changed: [] };
    for (const migration of migrations) {
      const checksum = doneByVersion.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) result.changed.push(migration.version);
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      result.applied.push(migration.version);
    }
    return result;
  });
}
