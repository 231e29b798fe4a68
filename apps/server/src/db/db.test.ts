import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLES } from '@partner-portal/api/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { DEMO_PASSWORD, demoUuid, seedDemo } from '../seed.ts';
import { TEST_PASSWORD_PARAMS } from '../testing/testApp.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDb, type Db } from './index.ts';

/** A PGlite database on disk, to also check that data survives a restart. */
let dataDir: string;
let db: Db;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
  db = await openDb({ dataDir });
});

afterAll(async () => {
  await db?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const seed = () => seedDemo(db, { params: TEST_PASSWORD_PARAMS });

describe('migrations', () => {
  it('apply once each and are recorded in schema_migrations', async () => {
    const files = loadMigrations();
    expect(files.length).toBeGreaterThan(0);
    const first = await migrate(db);
    expect(first.applied).toEqual(files.map((m) => m.version));
    const second = await migrate(db);
    expect(second).toEqual({ applied: [], changed: [] });
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('roll back a failing batch as a whole and report edited migrations', async () => {
    const base = loadMigrations();
    const extra = [
      { version: 900, name: 'ok', sql: 'CREATE TABLE t900 (id int)', checksum: 'a' },
      { version: 901, name: 'broken', sql: 'CREATE TABLE oops (', checksum: 'b' },
    ];
    await expect(migrate(db, [...base, ...extra])).rejects.toThrow();
    const [exists] = await db.query<{ found: string | null }>(`SELECT to_regclass('t900')::text AS found`);
    expect(exists?.found).toBeNull();

    await migrate(db, [...base, extra[0]!]);
    const changed = await migrate(db, [...base, { ...extra[0]!, checksum: 'edited' }]);
    expect(changed).toEqual({ applied: [], changed: [900] });
    await db.exec('DROP TABLE t900; DELETE FROM schema_migrations WHERE version = 900;');
  });

  it('enforce lower-case unique e-mails and known statuses', async () => {
    const insert = (email: string, status = 'active') =>
      db.query(
        `INSERT INTO users (email, password_hash, user_role, ticket_role, status) VALUES ($1, 'x', 'qa', 'qa', $2)`,
        [email, status],
      );
    await expect(insert('Upper@demo.test')).rejects.toThrow();
    await expect(insert('someone@example.test', 'banned')).rejects.toThrow();
    await insert('someone@example.test');
    await expect(insert('someone@example.test')).rejects.toThrow();
    await db.query(`DELETE FROM users WHERE email = 'someone@example.test'`);
  });
});

describe('demo seed', () => {
  it('creates one user per role plus multi, partner.pending and finance.secure, and is idempotent', async () => {
    const first = await seed();
    expect(first.created).toHaveLength(ROLES.length + 3);
    const second = await seed();
    expect(second.created).toEqual([]);

    const users = await db.query<{
      email: string;
      uuid: string;
      full_name: string;
      phone: string;
      user_role: string;
      ticket_role: string;
      all_roles: string[];
      status: string;
      password_hash: string;
    }>(
      'SELECT email, uuid::text AS uuid, full_name, phone, user_role, ticket_role, all_roles, status, password_hash FROM users',
    );
    expect(users).toHaveLength(ROLES.length + 3);
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const role of ROLES) {
      const user = byEmail.get(`${role}@demo.test`);
      expect(user, role).toMatchObject({
        user_role: role,
        ticket_role: role,
        all_roles: [],
        status: 'active',
      });
      expect(user?.full_name).toMatch(/^Demo /);
      expect(user?.phone).toMatch(/^\d{10}$/);
      expect(user?.uuid).toBe(demoUuid(`${role}@demo.test`));
    }
    expect(byEmail.get('project_manager@demo.test')?.full_name).toBe('Demo Project Manager');
    expect(byEmail.get('multi@demo.test')).toMatchObject({
      user_role: 'project_manager',
      all_roles: ['project_manager', 'coordinator', 'finance_user', 'agent'],
      status: 'active',
    });
    expect(byEmail.get('partner.pending@demo.test')).toMatchObject({
      user_role: 'partner',
      status: 'pending',
    });
    expect(byEmail.get('partner@demo.test')).toMatchObject({ user_role: 'partner', status: 'active' });
    expect(new Set(users.map((u) => u.phone)).size).toBe(users.length);
    await expect(verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).resolves.toBe(true);
  });

  it('leaves existing users untouched', async () => {
    await db.query(`UPDATE users SET status = 'active' WHERE email = 'partner.pending@demo.test'`);
    expect((await seed()).created).toEqual([]);
    const [row] = await db.query<{ status: string }>(
      `SELECT status FROM users WHERE email = 'partner.pending@demo.test'`,
    );
    expect(row?.status).toBe('active');
    await db.query(`UPDATE users SET status = 'pending' WHERE email = 'partner.pending@demo.test'`);
  });

  it('keeps data in DATA_DIR across a restart', async () => {
    await db.close();
    db = await openDb({ dataDir });
    expect(await migrate(db)).toEqual({ applied: [], changed: [] });
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(count?.n).toBe(ROLES.length + 3);
  });
});
