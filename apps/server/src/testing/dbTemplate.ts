import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PrepareDatabaseOptions } from '../app.ts';
import { prepareDatabase } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { openDb, type Db } from '../db/index.ts';
import { loadMigrations } from '../db/migrate.ts';
import { wrapPglite } from '../db/pglite.ts';

/**
 * Environment variable naming the folder where one test run keeps its database templates (set by
 * testing/dbTemplateSetup.ts, the server project's global setup, and removed after the run).
 * Without it, templates are kept in this process only.
 */
export const DB_TEMPLATE_DIR_ENV = 'PARTNER_PORTAL_TEST_DB_TEMPLATES';

/** Data directory dumps of this process, by key. */
const dumps = new Map<string, Blob>();
/** Seeded keys asked for once in this process (without a template folder). */
const askedOnce = new Set<string>();

let migrationsHash: string | undefined;
const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 24);

function templateFile(key: string): string | undefined {
  const dir = process.env[DB_TEMPLATE_DIR_ENV];
  return dir ? path.join(dir, `${key}.tar`) : undefined;
}

function readDump(key: string): Blob | undefined {
  const cached = dumps.get(key);
  if (cached) return cached;
  const file = templateFile(key);
  if (!file || !existsSync(file)) return undefined;
  const dump = new Blob([readFileSync(file)]);
  dumps.set(key, dump);
  return dump;
}

async function saveDump(key: string, pg: PGlite): Promise<void> {
  const dump = await pg.dumpDataDir('none');
  dumps.set(key, dump);
  const file = templateFile(key);
  if (!file) return;
  // Written aside then renamed, so a worker reading it never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** True the first time a key is asked for in this run (a marker file, or this process's memory). */
function firstAsk(key: string): boolean {
  const file = templateFile(key);
  if (!file) {
    if (askedOnce.has(key)) return false;
    askedOnce.add(key);
    return true;
  }
  try {
    writeFileSync(`${file}.asked`, '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the test app's database as {@link buildApp} would, only faster: an in-memory PGlite
 * loaded from a dump of a database already migrated (one per run), and, with the demo seed, of one
 * already seeded with the same `now` and password cost (dumped the second time a combination is
 * asked for; the first time seeds the migrated copy). Each call gets its own database; nothing
 * one test writes reaches another. Any other database (a data folder, PostgreSQL) opens as usual,
 * unprepared. Spec: toolchain notes, "Embedded database".
 */
export async function openTemplateDb(
  config: ServerConfig,
  prepare: PrepareDatabaseOptions,
): Promise<{ db: Db; prepared: boolean }> {
  if (config.databaseUrl || config.dataDir !== 'memory://')
    return { db: await openDb(config), prepared: false };

  migrationsHash ??= hash(
    ...loadMigrations().map((migration) => `${migration.version}:${migration.checksum}`),
  );
  const migratedKey = `migrated-${migrationsHash}`;
  const seededKey = prepare.seedDemo
    ? `seeded-${hash(migrationsHash, prepare.now.toISOString(), JSON.stringify(prepare.passwordParams))}`
    : undefined;

  const seeded = seededKey ? readDump(seededKey) : undefined;
  if (seeded)
    return { db: wrapPglite(await PGlite.create('memory://', { loadDataDir: seeded })), prepared: true };

  const migrated = readDump(migratedKey);
  const pg = migrated
    ? await PGlite.create('memory://', { loadDataDir: migrated })
    : await PGlite.create('memory://');
  const db = wrapPglite(pg);
  try {
    if (!migrated) {
      await prepareDatabase(db, { ...prepare, seedDemo: false });
      await saveDump(migratedKey, pg);
    }
    if (seededKey) {
      await prepareDatabase(db, prepare);
      if (!firstAsk(seededKey)) await saveDump(seededKey, pg);
    }
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return { db, prepared: true };
}
