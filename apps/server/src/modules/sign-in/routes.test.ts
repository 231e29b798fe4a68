import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, requireUser } from '../../auth/guard.ts';
import { DEFAULT_PASSWORD_PARAMS, hashPassword, verifyPassword } from '../../auth/password.ts';
import { hashToken } from '../../auth/tokens.ts';
import { DEMO_PASSWORD } from '../../seed.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';

const LOGIN = '/api/partner/login/';
const INFO = '/api/partner/login-user-info/';
const LOGOUT = '/api/partner/logout/';

let app: FastifyInstance;
let clock = Date.parse('2026-03-01T09:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({
    now: () => new Date(clock),
    extraRoutes: [
      async (api) => {
        api.get('/test/finance-only/', async (request) => {
          const user = await requireUser(request, { roles: ['finance_user'] });
          return { status: 200, email: user.email };
        });
        api.get('/test/boom/', async () => {
          throw new Error('secret database details');
        });
      },
    ],
  });
});

afterAll(async () => {
  await app?.close();
});

const login = (payload: unknown) => app.inject({ method: 'POST', url: LOGIN, payload: payload as object });
const info = (token?: string) =>
  app.inject({ method: 'GET', url: INFO, headers: token ? { authorization: `Token ${token}` } : {} });

describe('POST /partner/login/', () => {
  it('signs in a single-role user with the spec fields', async () => {
    const response = await login({ email: 'project_manager@demo.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'all_roles',
        'email',
        'fullname',
        'message',
        'message_id',
        'status',
        'ticket_role',
        'token',
        'user_role',
        'uuid',
      ].sort(),
    );
    expect(body).toMatchObject({
      status: 200,
      message: 'Login successful!',
      ticket_role: 'project_manager',
      user_role: 'project_manager',
      all_roles: [],
      fullname: 'Demo Project Manager',
      email: 'project_manager@demo.test',
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('matches the e-mail case-insensitively', async () => {
    const response = await login({ email: 'Project_Manager@Demo.TEST', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('project_manager@demo.test');
  });

  it('returns all_roles for the multi-role user', async () => {
    const response = await login({ email: 'multi@demo.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      user_role: 'project_manager',
      all_roles: ['project_manager', 'coordinator', 'finance_user', 'agent'],
    });
  });

  it('answers 401 with one message for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: 'qc@demo.test', password: 'nope' });
    const unknown = await login({ email: 'nobody@demo.test', password: DEMO_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, message: 'Invalid email or password.' });
    }
  });

  it('answers 400 with a message for a bad body', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'qc@demo.test' }, 'Please input your Password!'],
      [{ email: 'qc@demo.test', password: '' }, 'Please input your Password!'],
      [{ email: 'not-an-email', password: 'x' }, 'The input is not valid E-mail!'],
      [{ password: 'x' }, 'The input is not valid E-mail!'],
      [[], 'Please enter your email and password!'],
    ];
    for (const [payload, message] of cases) {
      const response = await login(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
    const empty = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().status).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400 });
    expect(broken.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('slows an e-mail down after 5 failures (progressive delay, no 15-minute lock)', async () => {
    const email = 'internal_agent@demo.test';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    // The 6th attempt must wait 1 s after the 5th failure; the correct password too (checked first).
    const blocked = await login({ email: email.toUpperCase(), password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toMatchObject({
      status: 429,
      message: 'Too many failed login attempts. Please try again in 1 second.',
    });
    // Other e-mails are not affected.
    expect((await login({ email: 'qa@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    // Each further failure doubles the wait: 2 s, 4 s, ... at most 60 s.
    clock += 1000;
    expect((await login({ email, password: 'wrong-5' })).statusCode).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD })).headers['retry-after']).toBe('2');
    for (let i = 0; i < 10; i++) {
      clock += 60_000;
      expect((await login({ email, password: `again-${i}` })).statusCode).toBe(401);
    }
    expect((await login({ email, password: DEMO_PASSWORD })).headers['retry-after']).toBe('60');
    // The owner waits at most a minute, then signs in, which clears the failures.
    clock += 60_000;
    expect((await login({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email, password: 'wrong' })).statusCode).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('never limits successful sign-ins, and a success clears earlier failures', async () => {
    const email = 'coordinator@demo.test';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await login({ email, password: 'wrong' });
      expect((await login({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    }
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login({ email, password: DEMO_PASSWORD })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe('password hash upgrade (issue 15)', () => {
  it('replaces a scrypt hash by argon2id at the next successful sign-in', async () => {
    const upgrading = await buildTestApp({
      passwordParams: DEFAULT_PASSWORD_PARAMS,
      config: { seedDemo: false },
    });
    try {
      const scryptHash = await hashPassword('Blue-Lantern-77', { N: 2 ** 10, r: 8, p: 1 });
      await upgrading.ctx.db.query(
        `INSERT INTO users (email, full_name, user_role, ticket_role, status, password_hash)
         VALUES ('old.hash@example.com', 'Old Hash', 'admin', 'admin', 'active', $1)`,
        [scryptHash],
      );
      const stored = async () =>
        (
          await upgrading.ctx.db.query<{ password_hash: string }>(
            `SELECT password_hash FROM users WHERE email = 'old.hash@example.com'`,
          )
        )[0]?.password_hash ?? '';
      const wrong = await upgrading.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'old.hash@example.com', password: 'nope-nope-1' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(await stored()).toBe(scryptHash);
      const ok = await upgrading.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'old.hash@example.com', password: 'Blue-Lantern-77' },
      });
      expect(ok.statusCode).toBe(200);
      const upgraded = await stored();
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await expect(verifyPassword('Blue-Lantern-77', upgraded)).resolves.toBe(true);
      const again = await upgrading.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'old.hash@example.com', password: 'Blue-Lantern-77' },
      });
      expect(again.statusCode).toBe(200);
      expect(await stored()).toBe(upgraded);
    } finally {
      await upgrading.close();
    }
  });
});

describe('GET /partner/login-user-info/', () => {
  it('answers 401 without a token, with a garbage token or a malformed header', async () => {
    const none = await info();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, message: AUTH_MESSAGES.missing });
    expect(none.headers['www-authenticate']).toBe('Token');

    const garbage = await info('garbage-token');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject({ status: 401, message: 'Invalid token.' });

    const bare = await app.inject({ method: 'GET', url: INFO, headers: { authorization: 'Token' } });
    expect(bare.statusCode).toBe(401);
    const bearer = await app.inject({ method: 'GET', url: INFO, headers: { authorization: 'Bearer abc' } });
    expect(bearer.json()).toMatchObject({ status: 401, message: AUTH_MESSAGES.missing });
  });

  it('returns the spec shape with a valid token', async () => {
    const token = await signIn(app, 'multi@demo.test');
    const response = await info(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      LogedInUserInfo: {
        fullname: 'Demo Multi Role',
        email: 'multi@demo.test',
        uuid: expect.any(String),
        phone: '9800000090',
        status: 'active',
        all_roles: ['project_manager', 'coordinator', 'finance_user', 'agent'],
      },
    });
  });

  it('shows a pending partner as pending', async () => {
    const token = await signIn(app, 'partner.pending@demo.test');
    const body = (await info(token)).json();
    expect(body.LogedInUserInfo).toMatchObject({ status: 'pending', all_roles: [] });
    const active = (await info(await signIn(app, 'partner@demo.test'))).json();
    expect(active.LogedInUserInfo.status).toBe('active');
  });

  it('answers 401 after logout', async () => {
    const token = await signIn(app, 'data_entry@demo.test');
    expect((await info(token)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Token ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({ status: 200, message: 'Logged out' });
    expect((await info(token)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Token ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('accepts logout with an empty JSON body', async () => {
    const token = await signIn(app, 'data_entry@demo.test');
    const logout = await app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('answers 401 once the token has expired (TOKEN_TTL_HOURS, default 12)', async () => {
    const token = await signIn(app, 'kci@demo.test');
    clock += 12 * 3_600_000 - 1000;
    expect((await info(token)).statusCode).toBe(200);
    clock += 2000;
    const expired = await info(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ status: 401, message: 'Token has expired.' });
  });
});

describe('storage of secrets', () => {
  it('stores password hashes that are not the password and verify', async () => {
    const rows = await app.ctx.db.query<{ email: string; password_hash: string }>(
      `SELECT email, password_hash FROM users ORDER BY id LIMIT 3`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.password_hash).not.toBe(DEMO_PASSWORD);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      await expect(verifyPassword(DEMO_PASSWORD, row.password_hash)).resolves.toBe(true);
    }
  });

  it('stores only the SHA-256 of tokens', async () => {
    const token = await signIn(app, 'auditor_user@demo.test');
    const dump = await app.ctx.db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM auth_tokens t`,
    );
    expect(dump.length).toBeGreaterThan(0);
    expect(dump.some((r) => r.row.includes(token))).toBe(false);
    const [stored] = await app.ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM auth_tokens WHERE token_hash = $1',
      [hashToken(token)],
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('role guard and errors', () => {
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });

  it('answers 403 for a role that is not allowed, 200 for user_role or all_roles holders', async () => {
    const pm = await get('/api/test/finance-only/', await signIn(app, 'project_manager@demo.test'));
    expect(pm.statusCode).toBe(403);
    expect(pm.json()).toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
    expect(
      (await get('/api/test/finance-only/', await signIn(app, 'finance_user@demo.test'))).statusCode,
    ).toBe(200);
    expect((await get('/api/test/finance-only/', await signIn(app, 'multi@demo.test'))).statusCode).toBe(200);
    expect((await get('/api/test/finance-only/')).statusCode).toBe(401);
  });

  it('hides internal errors behind a plain 500', async () => {
    const response = await get('/api/test/boom/');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(response.body).not.toContain('secret');
  });

  it('answers unknown API paths with 404 JSON, and keeps trailing slashes exact', async () => {
    for (const url of ['/api/unknown', '/api/partner/login', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, message: 'Not found' });
    }
  });

  it('keeps nosniff outside production and offers the dev-only demo user list', async () => {
    const response = await get('/api/dev/demo-users/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.statusCode).toBe(200);
    expect(response.json().users).toHaveLength(24);
    expect(response.body).not.toContain('scrypt');
  });
});
