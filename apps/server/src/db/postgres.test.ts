import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@partner-portal/api/roles';
import { buildTestApp, signIn } from '../testing/testApp.ts';
import { migrate } from './migrate.ts';
import { openDb } from './index.ts';

/**
 * The same server on a real PostgreSQL (`pg` Pool). Runs only when TEST_DATABASE_URL points at an
 * empty, disposable database, e.g.
 * `TEST_DATABASE_URL=postgres://app@127.0.0.1:55432/portal pnpm vitest run --project server`.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL via DATABASE_URL', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const db = await openDb({ databaseUrl: url, dataDir: 'unused' });
    await db.exec('DROP TABLE IF EXISTS auth_tokens, users, schema_migrations CASCADE');
    await db.close();
    app = await buildTestApp({ config: { databaseUrl: url } });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('migrates, seeds and signs in', async () => {
    expect(app.ctx.db.kind).toBe('postgres');
    expect(await migrate(app.ctx.db)).toEqual({ applied: [], changed: [] });
    const [count] = await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(count?.n).toBe(ROLES.length + 2);
    const token = await signIn(app, 'multi@demo.test');
    const info = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${token}` },
    });
    expect(info.json().LogedInUserInfo.all_roles).toEqual([
      'project_manager',
      'coordinator',
      'finance_user',
      'agent',
    ]);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/partner/logout/',
      headers: { authorization: `Token ${token}` },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('rolls a failing transaction back', async () => {
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.query(`UPDATE users SET full_name = 'changed' WHERE email = 'qa@demo.test'`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await app.ctx.db.query<{ full_name: string }>(
      `SELECT full_name FROM users WHERE email = 'qa@demo.test'`,
    );
    expect(row?.full_name).toBe('Demo QA');
  });
});
