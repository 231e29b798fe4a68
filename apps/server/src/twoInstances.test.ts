import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SUBMISSIONS_PER_WINDOW } from './questionnaires/publicWrites.ts';
import {
  embeddedPostgresUnreachable,
  openTestDatabase,
  postgresTestsOptedOut,
  type TestDatabase,
} from './testing/postgresServer.ts';
import { latestCode, readOutbox } from './testing/outbox.ts';
import { buildTestApp } from './testing/testApp.ts';

/**
 * Issue 15 'Beyond one process': two server instances, each with its own connection pool, on one
 * real PostgreSQL (the throw-away embedded cluster of db/postgres.test.ts, or TEST_DATABASE_URL),
 * started at the same moment (migrations under their advisory lock). Requests alternate between
 * them through the registration wizard's OTPs, the e-mail passphrase, a password reset and
 * sign-in; OTP resend windows, the development outbox, sign-in failures and the questionnaires'
 * public write limit must hold across both.
 */
const unreachable = embeddedPostgresUnreachable(fileURLToPath(import.meta.url));
if (unreachable) console.warn(`Two instances on one PostgreSQL: skipped, ${unreachable}`);

describe.skipIf(postgresTestsOptedOut() || unreachable !== null)('two instances on one PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  let clock = Date.parse('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = (seedDemo: boolean) => ({
      databaseUrl: database!.url,
      seedDemo,
      publicUrl: 'https://portal.example.com',
      // The sign-in limits are real here (per client and global), shared through the database.
      loginRate: { perClientPerMinute: 1000, globalPerMinute: 1000 },
    });
    // Both start at once: the migrations run under an advisory lock, so neither sees half a schema.
    [a, b] = await Promise.all([
      buildTestApp({ now: () => new Date(clock), config: config(true) }),
      buildTestApp({ now: () => new Date(clock), config: config(false) }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  }, 60_000);

  /**
   * POST, then wait until the messages the instance delivered are written (the store writes them
   * in the background, right after the answer), so the other instance's outbox lists them.
   */
  const post = async (app: FastifyInstance | undefined, url: string, payload: object | FormData) => {
    const response = await app!.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });
    await app!.ctx.messages.settled();
    return response;
  };

  it('run on separate pools of one PostgreSQL database', () => {
    expect(a!.ctx.db.kind).toBe('postgres');
    expect(b!.ctx.db.kind).toBe('postgres');
    expect(a!.ctx.db).not.toBe(b!.ctx.db);
  });

  it('carry one partner through sign-up, OTPs, passphrase, password reset and sign-in, alternating', async () => {
    const email = 'leela.two@sahyadri.example.com';
    const phone = '9345600011';

    // E-mail OTP: sent by A, read from B's outbox, verified on B; resend window shared.
    expect((await post(a, '/partner/send-otp/', { email })).statusCode).toBe(200);
    const early = await post(b, '/partner/send-otp/', { email });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    const emailOtp = await latestCode(b!, email);
    expect((await post(b, '/partner/verify-otp/', { email, otp: emailOtp })).json()).toMatchObject({
      status: 200,
      message: 'OTP verified successfully',
    });
    // A code is used once, on any instance.
    expect((await post(a, '/partner/verify-otp/', { email, otp: emailOtp })).statusCode).toBe(400);

    // Phone OTP: sent by B, verified on A.
    expect((await post(b, '/partner/send-otp/', { phone, country_code: '+91' })).statusCode).toBe(200);
    expect((await post(a, '/partner/send-otp/', { phone, country_code: '+91' })).statusCode).toBe(429);
    const phoneOtp = await latestCode(a!, phone);
    expect((await post(a, '/partner/verify-otp/', { phone, otp: phoneOtp })).statusCode).toBe(200);

    // Contact step on B (it sees A's verification), company and final steps on A then B.
    const contact = new FormData();
    for (const [name, value] of Object.entries({
      company_name: 'Sahyadri Field Services',
      company_email: 'office.two@sahyadri.example.com',
      company_phone: '9123400000',
      full_name: 'Leela Joshi',
      email,
      phone,
      whatsapp_number: phone,
      country_code: '+91',
    }))
      contact.append(name, value);
    const added = await post(b, '/partner/temp-partner-add/', contact);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ temp_vendor_id: string }>().temp_vendor_id;
    const companyStep = new FormData();
    for (const [name, value] of Object.entries({
      id,
      location: 'Shop 4, FC Road',
      country_name: 'India',
      district: 'Pune',
      state_name: 'Maharashtra',
      city_name: 'Pune',
      pin_code: '411001',
    }))
      companyStep.append(name, value);
    expect((await post(a, '/partner/temp-partner-edit/', companyStep)).statusCode).toBe(200);
    const finalStep = new FormData();
    finalStep.append('id', id);
    finalStep.append('pan', 'ABCDE1234F');
    const done = await post(b, '/partner/temp-partner-edit/', finalStep);
    expect(done.statusCode, done.body).toBe(200);
    expect((await readOutbox(a!, email))[0]).toMatchObject({ subject: 'Your Partner Portal registration' });

    // Passphrase by e-mail: asked on A, the resend refused on B, verified on B.
    clock += 61_000;
    expect((await post(a, '/partner/email-passphrase/', { email })).statusCode).toBe(200);
    expect((await post(b, '/partner/email-passphrase/', { email })).statusCode).toBe(429);
    const passphrase = await latestCode(b!, email);
    const byPassphrase = await post(b, '/partner/verify-passphrase/', { email, passphrase });
    expect(byPassphrase.statusCode, byPassphrase.body).toBe(200);
    const passphraseToken = byPassphrase.json<{ data: { token: string } }>().data.token;
    const info = await a!.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${passphraseToken}` },
    });
    expect(info.json().LogedInUserInfo.email).toBe(email);

    // A password through the reset link: asked on B, the link read and used on A.
    expect((await post(b, '/partner/password-reset/', { email })).statusCode).toBe(200);
    const [resetMail] = await readOutbox(a!, email);
    const token = new URL(resetMail?.link ?? 'x:/').searchParams.get('token') ?? '';
    const confirm = await post(a, '/partner/password-reset-confirm/', {
      token,
      password1: 'Sahyadri-Field-77',
      password2: 'Sahyadri-Field-77',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The reset revoked the passphrase session on both instances.
    const revoked = await b!.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${passphraseToken}` },
    });
    expect(revoked.statusCode).toBe(401);

    // Sign-in: failures counted across instances, then the right password on either.
    const wrong = (app: FastifyInstance | undefined) =>
      post(app, '/partner/login/', { email, password: 'not-the-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong(i % 2 === 0 ? a : b)).statusCode);
    // 5 free failures, then the progressive delay applies on whichever instance is asked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    clock += 60_000;
    const signedIn = await post(b, '/partner/login/', { email, password: 'Sahyadri-Field-77' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const sessionToken = signedIn.json<{ token: string }>().token;
    const me = await a!.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${sessionToken}` },
    });
    expect(me.json().LogedInUserInfo.email).toBe(email);
  });

  it('share the questionnaires’ public write limit per address', async () => {
    clock += 60 * 60_000;
    const payload = { onboarding: true, template_id: 1, fullname: 'A', phone: '9876543210', answers: [] };
    const send = (app: FastifyInstance | undefined) =>
      app!.inject({
        method: 'POST',
        url: '/api/partner/answer_responded/public/',
        remoteAddress: '203.0.113.77',
        payload,
      });
    for (let i = 0; i < PUBLIC_SUBMISSIONS_PER_WINDOW; i += 1) {
      expect((await send(i % 2 === 0 ? a : b)).statusCode).not.toBe(429);
    }
    const refusedA = await send(a);
    const refusedB = await send(b);
    for (const refused of [refusedA, refusedB]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is still served; the window ends for both instances.
    expect(
      (
        await b!.inject({
          method: 'POST',
          url: '/api/partner/answer_responded/public/',
          remoteAddress: '198.51.100.9',
          payload,
        })
      ).statusCode,
    ).not.toBe(429);
    clock += 11 * 60_000;
    expect((await send(b)).statusCode).not.toBe(429);
  });
});
