import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed.ts';
import { buildTestApp, TEST_PASSWORD_PARAMS } from '../testing/testApp.ts';
import { isCommonPassword } from './commonPasswords.ts';

// Issue 15 'Sign-in': per-client and global limits shared through PostgreSQL, equal work for
// accounts without a password, and no common passwords for new passwords.

const LOGIN = '/api/partner/login/';

describe('per-client and global sign-in limits', () => {
  let app: FastifyInstance;
  let second: FastifyInstance | undefined;
  let clock = Date.parse('2026-03-01T09:00:00Z');

  beforeAll(async () => {
    app = await buildTestApp({
      now: () => new Date(clock),
      config: { loginRate: { perClientPerMinute: 5, globalPerMinute: 8 } },
    });
  });

  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  const login = (email: string, ip: string, target = app) =>
    target.inject({
      method: 'POST',
      url: LOGIN,
      remoteAddress: ip,
      payload: { email, password: 'wrong-pass' },
    });

  it('throttles one client spraying many e-mails, with Retry-After', async () => {
    // Password spraying: one wrong password for many e-mails, from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await login(`spray${i}@example.com`, '203.0.113.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await login('spray9@example.com', '203.0.113.7');
    expect(blocked.json()).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many sign-in attempts/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is still served (until the global limit).
    expect((await login('other@example.com', '198.51.100.1')).statusCode).toBe(401);
  });

  it('caps all clients together, and both limits reset with the minute', async () => {
    // 6 counted so far in this minute (refused attempts cost no hash and count only per client).
    expect((await login('x@example.com', '198.51.100.2')).statusCode).toBe(401);
    expect((await login('x@example.com', '198.51.100.3')).statusCode).toBe(401);
    const capped = await login('x@example.com', '198.51.100.4');
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    clock += 60_000;
    expect((await login('x@example.com', '203.0.113.7')).statusCode).toBe(401);
    expect((await login('x@example.com', '198.51.100.2')).statusCode).toBe(401);
  });

  it('are shared by two instances on one database', async () => {
    clock += 60_000;
    second = await buildTestApp({
      db: app.ctx.db,
      now: () => new Date(clock),
      config: { loginRate: { perClientPerMinute: 5, globalPerMinute: 8 }, seedDemo: false },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await login(`two${i}@example.com`, '192.0.2.50', i % 2 === 0 ? app : second)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('timing of accounts without a password', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // A real cost, so that one hash is measurable against none.
    app = await buildTestApp({ passwordParams: { N: 2 ** 14, r: 8, p: 1 } });
    // A pending partner (sign-up): it has no password yet.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/partner/profile/',
      payload: {
        username: 'Pending Partner',
        email: 'pending.timing@example.com',
        phone: '9876543210',
        company_name: 'Timing Co',
        company_email: 'office@timing-co.example.com',
        referred_by: 'Meera Iyer',
        country_code: '+91',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** The median time of three sign-ins of `email` (ms). */
  async function medianMs(email: string) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email, password: 'not-it-123' },
      });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(401);
    }
    return times.sort((a, b) => a - b)[1] ?? 0;
  }

  it('runs one password hash like an unknown e-mail does', async () => {
    await medianMs('warm-up@example.com');
    const unknown = await medianMs('nobody.here@example.com');
    const pending = await medianMs('pending.timing@example.com');
    // Before the fix the pending account answered without hashing (about 2 ms against 115 ms).
    expect(pending).toBeGreaterThan(unknown * 0.4);
  });
});

describe('common passwords', () => {
  it('are recognised from the list of the 10,000 most common, without case', () => {
    for (const common of ['password', 'Password1', '12345678', 'qwerty123', 'iloveyou', 'sunshine']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of [DEMO_PASSWORD, 'Blue-Lantern-77', 'correct horse battery staple']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });

  it('are refused as new passwords with a message', async () => {
    const app = await buildTestApp({ passwordParams: TEST_PASSWORD_PARAMS, config: { seedDemo: false } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/partner/password-reset-confirm/',
        payload: { password1: 'qwerty123', password2: 'qwerty123', token: 'any-token' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        message: 'This password is too common. Please choose a less common password.',
      });
    } finally {
      await app.close();
    }
  });
});
