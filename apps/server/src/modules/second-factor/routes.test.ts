import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../testing/softAuthenticator.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { DEMO_PASSWORD } from '../../seed.ts';
import { relyingParty } from './policy.ts';

let clock = new Date('2026-11-26T09:00:00Z');
const now = () => clock;
let app: FastifyInstance;
let finance: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now });
  finance = await buildTestApp({ now, config: { financeSecondFactor: 'required' } });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await finance?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (target: FastifyInstance, token: string | null, method: Method, url: string, payload?: object) =>
  target.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Token ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const login = async (target: FastifyInstance, email: string) =>
  (
    await target.inject({
      method: 'POST',
      url: '/api/partner/login/',
      payload: { email, password: DEMO_PASSWORD },
    })
  ).json<{ token: string; second_factor?: string; second_factor_methods?: string[] }>();

const events = async (target: FastifyInstance, email: string) =>
  (
    await target.ctx.db.query<{ kind: string }>(
      `SELECT kind FROM security_events e JOIN users u ON u.id = e.user_id WHERE u.email = $1 ORDER BY e.id`,
      [email],
    )
  ).map((row) => row.kind);

/** Registers a passkey for `token` with `authenticator`; the POST answer. */
async function register(
  target: FastifyInstance,
  token: string,
  authenticator: SoftAuthenticator,
  name = 'Laptop',
) {
  const options = await call(target, token, 'POST', '/partner/passkeys/registration-options/');
  expect(options.statusCode).toBe(200);
  const body = options.json<{
    challenge_id: string;
    options: Parameters<SoftAuthenticator['register']>[0];
  }>();
  return call(target, token, 'POST', '/partner/passkeys/', {
    name,
    challenge_id: body.challenge_id,
    response: authenticator.register(body.options),
  });
}

describe('passkeys (issue 23)', () => {
  it('registers a passkey for a staff user, lists it and signs in with it (same session as the password)', async () => {
    const authenticator = new SoftAuthenticator(relyingParty(app.ctx.config).origin);
    const token = await signIn(app, 'coordinator@demo.test');
    const added = await register(app, token, authenticator, 'Work laptop');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Passkey added.',
      passkey: { name: 'Work laptop', transports: ['internal'] },
    });
    const list = await call(app, token, 'GET', '/partner/passkeys/');
    expect(list.json<{ results: { name: string; last_used_at: null }[] }>().results).toEqual([
      expect.objectContaining({ name: 'Work laptop', last_used_at: null }),
    ]);
    expect(JSON.stringify(list.json())).not.toMatch(/public_key|credential_id|counter/);

    const options = (await call(app, null, 'POST', '/partner/passkeys/sign-in-options/')).json<{
      challenge_id: string;
      options: { challenge: string; rpId: string };
    }>();
    expect(options.options.rpId).toBe('localhost');
    const answer = authenticator.authenticate(options.options);
    const signedIn = await call(app, null, 'POST', '/partner/passkeys/sign-in/', {
      challenge_id: options.challenge_id,
      response: answer,
    });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{
      token: string;
      user_role: string;
      email: string;
      second_factor?: string;
    }>();
    expect(session).toMatchObject({ status: 200, user_role: 'coordinator', email: 'coordinator@demo.test' });
    expect(session.second_factor).toBeUndefined();
    expect((await call(app, session.token, 'GET', '/partner/login-user-info/')).statusCode).toBe(200);

    // The challenge was used once: the same answer again is refused.
    const replay = await call(app, null, 'POST', '/partner/passkeys/sign-in/', {
      challenge_id: options.challenge_id,
      response: answer,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ message: string }>().message).toBe('This passkey request has expired. Try again.');
    const used = (await call(app, token, 'GET', '/partner/passkeys/')).json<{
      results: { last_used_at: string }[];
    }>();
    expect(used.results[0]!.last_used_at).toBe(clock.toISOString());
    expect(await events(app, 'coordinator@demo.test')).toEqual(['passkey_registered', 'passkey_sign_in']);
  });

  it('refuses an expired challenge, an unknown passkey and a bad signature with 400', async () => {
    const authenticator = new SoftAuthenticator(relyingParty(app.ctx.config).origin);
    const token = await signIn(app, 'kci@demo.test');
    expect((await register(app, token, authenticator)).statusCode).toBe(201);
    const options = (await call(app, null, 'POST', '/partner/passkeys/sign-in-options/')).json<{
      challenge_id: string;
      options: { challenge: string };
    }>();
    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await call(app, null, 'POST', '/partner/passkeys/sign-in/', {
      challenge_id: options.challenge_id,
      response: authenticator.authenticate(options.options),
    });
    expect(late.statusCode).toBe(400);

    const stranger = new SoftAuthenticator(relyingParty(app.ctx.config).origin);
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'x' } });
    const fresh = (await call(app, null, 'POST', '/partner/passkeys/sign-in-options/')).json<{
      challenge_id: string;
      options: { challenge: string };
    }>();
    const unknown = await call(app, null, 'POST', '/partner/passkeys/sign-in/', {
      challenge_id: fresh.challenge_id,
      response: stranger.authenticate(fresh.options),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/not registered/);

    const third = (await call(app, null, 'POST', '/partner/passkeys/sign-in-options/')).json<{
      challenge_id: string;
      options: { challenge: string };
    }>();
    const forged = authenticator.authenticate({ challenge: 'c29tZXRoaW5nIGVsc2U' });
    const bad = await call(app, null, 'POST', '/partner/passkeys/sign-in/', {
      challenge_id: third.challenge_id,
      response: forged,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/could not be verified/);
  });

  it('answers 401 without a token, 403 for partners and clients, 400 for bad bodies, 404 for a foreign passkey', async () => {
    expect((await call(app, null, 'GET', '/partner/passkeys/')).statusCode).toBe(401);
    expect((await call(app, null, 'POST', '/partner/passkeys/registration-options/')).statusCode).toBe(401);
    for (const role of ['partner', 'client_user']) {
      const token = await signIn(app, `${role}@demo.test`);
      expect((await call(app, token, 'GET', '/partner/passkeys/')).statusCode).toBe(403);
      expect((await call(app, token, 'GET', '/partner/totp/')).statusCode).toBe(403);
    }
    const owner = await signIn(app, 'qc@demo.test');
    const authenticator = new SoftAuthenticator(relyingParty(app.ctx.config).origin);
    const added = (await register(app, owner, authenticator)).json<{ passkey: { id: number } }>();
    const other = await signIn(app, 'admin@demo.test');
    expect(
      (await call(app, other, 'PATCH', `/partner/passkeys/${added.passkey.id}/`, { name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await call(app, other, 'DELETE', `/partner/passkeys/${added.passkey.id}/`)).statusCode).toBe(404);
    expect((await call(app, other, 'DELETE', '/partner/passkeys/abc/')).statusCode).toBe(400);

    const bodies = [
      {},
      { name: '', challenge_id: 'x'.repeat(20), response: {} },
      { name: 'x', challenge_id: '!', response: 1 },
    ];
    for (const payload of bodies) {
      const answer = await call(app, owner, 'POST', '/partner/passkeys/', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBeTruthy();
    }
    expect(
      (await call(app, null, 'POST', '/partner/passkeys/sign-in/', { challenge_id: 'x' })).statusCode,
    ).toBe(400);

    const renamed = await call(app, owner, 'PATCH', `/partner/passkeys/${added.passkey.id}/`, {
      name: 'Phone',
    });
    expect(renamed.json()).toMatchObject({ passkey: { name: 'Phone' } });
    expect((await call(app, owner, 'DELETE', `/partner/passkeys/${added.passkey.id}/`)).statusCode).toBe(200);
    expect((await call(app, owner, 'DELETE', `/partner/passkeys/${added.passkey.id}/`)).statusCode).toBe(404);
    expect(await events(app, 'qc@demo.test')).toEqual([
      'passkey_registered',
      'passkey_renamed',
      'passkey_removed',
    ]);
  });
});

describe('authenticator app (TOTP) second factor (issue 23)', () => {
  it('enrols with a confirmed code, then makes the password sign-in owe a code; a wrong code keeps it owed', async () => {
    const email = 'auditor_user@demo.test';
    const token = await signIn(app, email);
    expect((await call(app, token, 'POST', '/partner/totp/confirm/', { code: '123456' })).statusCode).toBe(
      409,
    );
    const started = (await call(app, token, 'POST', '/partner/totp/enrol/')).json<{
      secret: string;
      otpauth_uri: string;
    }>();
    expect(started.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Partner%20Portal:auditor_user%40demo\.test\?secret=/,
    );
    const epoch = Math.floor(clock.getTime() / 1000);
    const wrong = await call(app, token, 'POST', '/partner/totp/confirm/', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await call(app, token, 'POST', '/partner/totp/confirm/', { code: '12ab56' })).statusCode).toBe(
      400,
    );
    const code = await generate({ secret: started.secret, epoch });
    expect((await call(app, token, 'POST', '/partner/totp/confirm/', { code })).statusCode).toBe(200);
    expect((await call(app, token, 'POST', '/partner/totp/enrol/')).statusCode).toBe(409);
    const state = (await call(app, token, 'GET', '/partner/totp/')).json();
    expect(state).toMatchObject({ enrolled: true });
    expect(JSON.stringify(state)).not.toContain(started.secret);
    const [stored] = await app.ctx.db.query<{ secret_box: string }>('SELECT secret_box FROM totp_secrets');
    expect(stored!.secret_box).not.toContain(started.secret);

    const pending = await login(app, email);
    expect(pending).toMatchObject({ second_factor: 'verify', second_factor_methods: ['totp'] });
    const info = await call(app, pending.token, 'GET', '/partner/login-user-info/');
    expect(info.statusCode).toBe(403);
    expect(info.json<{ message: string }>().message).toBe('Complete the second sign-in step first.');
    const refused = await call(app, pending.token, 'POST', '/partner/second-factor/totp/', {
      code: '000000',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/That code is not right/);
    // The confirmation's code was used: it is not accepted a second time.
    expect(
      (await call(app, pending.token, 'POST', '/partner/second-factor/totp/', { code })).statusCode,
    ).toBe(400);
    clock = new Date(clock.getTime() + 30_000);
    const next = await generate({ secret: started.secret, epoch: epoch + 30 });
    expect(
      (await call(app, pending.token, 'POST', '/partner/second-factor/totp/', { code: next })).statusCode,
    ).toBe(200);
    expect((await call(app, pending.token, 'GET', '/partner/login-user-info/')).statusCode).toBe(200);
    expect(
      (await call(app, pending.token, 'POST', '/partner/second-factor/totp/', { code: next })).statusCode,
    ).toBe(409);

    expect((await call(app, pending.token, 'DELETE', '/partner/totp/')).statusCode).toBe(200);
    expect((await call(app, pending.token, 'DELETE', '/partner/totp/')).statusCode).toBe(404);
    expect((await login(app, email)).second_factor).toBeUndefined();
    expect(await events(app, email)).toEqual([
      'totp_started',
      'totp_refused',
      'totp_enrolled',
      'totp_refused',
      'totp_refused',
      'totp_second_factor',
      'totp_removed',
    ]);
  });

  it('FINANCE_SECOND_FACTOR=required: a finance user without a factor enrols first; then must use it and keep one', async () => {
    const email = 'finance_user@demo.test';
    const first = await login(finance, email);
    expect(first).toMatchObject({ second_factor: 'enrol', second_factor_methods: [] });
    expect((await call(finance, first.token, 'GET', '/finance/kyc-verification/')).statusCode).toBe(403);
    const started = (await call(finance, first.token, 'POST', '/partner/totp/enrol/')).json<{
      secret: string;
    }>();
    const epoch = Math.floor(clock.getTime() / 1000);
    const code = await generate({ secret: started.secret, epoch });
    expect((await call(finance, first.token, 'POST', '/partner/totp/confirm/', { code })).statusCode).toBe(
      200,
    );
    expect((await call(finance, first.token, 'GET', '/finance/kyc-verification/')).statusCode).toBe(200);
    expect((await call(finance, first.token, 'DELETE', '/partner/totp/')).statusCode).toBe(409);

    // A passkey is the other way through the step.
    const authenticator = new SoftAuthenticator(relyingParty(finance.ctx.config).origin);
    expect((await register(finance, first.token, authenticator)).statusCode).toBe(201);
    const second = await login(finance, email);
    expect(second).toMatchObject({ second_factor: 'verify', second_factor_methods: ['passkey', 'totp'] });
    const options = (
      await call(finance, second.token, 'POST', '/partner/second-factor/passkey-options/')
    ).json<{
      challenge_id: string;
      options: { challenge: string; allowCredentials: { id: string }[] };
    }>();
    expect(options.options.allowCredentials).toHaveLength(1);
    const done = await call(finance, second.token, 'POST', '/partner/second-factor/passkey/', {
      challenge_id: options.challenge_id,
      response: authenticator.authenticate(options.options),
    });
    expect(done.statusCode).toBe(200);
    expect((await call(finance, second.token, 'GET', '/finance/kyc-verification/')).statusCode).toBe(200);
    // Not a finance role: the setting does not apply.
    expect((await login(finance, 'coordinator@demo.test')).second_factor).toBeUndefined();
  });
});
