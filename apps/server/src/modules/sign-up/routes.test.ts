import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_REFERRAL_NAMES } from '../../seed.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { readOutbox } from '../../testing/outbox.ts';

let app: FastifyInstance;
let clock = Date.parse('2026-03-01T09:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({
    now: () => new Date(clock),
    config: { providerEmailDomain: 'provider.example', publicUrl: 'https://portal.example.com' },
  });
});

afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const count = async (sql: string, params: string[] = []) =>
  Number((await app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n);

const signUp = {
  email: 'new.partner@example.com',
  phone: '9876543210',
  country_code: '+91',
  username: 'Asha Rao',
  referred_by: 'Meera Iyer',
  company_email: 'office@asha-services.example.com',
  company_name: 'Asha Services',
};

describe('GET /partner/referred-by-listing/', () => {
  it('lists the seeded names', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/partner/referred-by-listing/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, referred_by: [...DEMO_REFERRAL_NAMES] });
  });
});

describe('POST /partner/profile/ (sign-up)', () => {
  it('creates a pending partner with its company and returns a working token', async () => {
    const response = await post('/partner/profile/', signUp);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'message',
      'message_id',
      'status',
      'token',
      'user_role',
      'uuid',
    ]);
    expect(body).toMatchObject({ status: 200, user_role: 'partner', message: 'Registration successful' });
    const info = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${body.token}` },
    });
    expect(info.json().LogedInUserInfo).toMatchObject({
      email: 'new.partner@example.com',
      fullname: 'Asha Rao',
      phone: '9876543210',
      status: 'pending',
      uuid: body.uuid,
    });
    const [company] = await app.ctx.db.query<Record<string, unknown>>(
      `SELECT c.company_name, c.company_email, c.referred_by, c.country_code FROM partner_companies c
         JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      ['new.partner@example.com'],
    );
    expect(company).toEqual({
      company_name: 'Asha Services',
      company_email: 'office@asha-services.example.com',
      referred_by: 'Meera Iyer',
      country_code: '+91',
    });
    // No password yet: password sign-in fails until the reset sets one.
    const login = await post('/partner/login/', { email: signUp.email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('refuses e-mails on the provider domain with the spec message', async () => {
    for (const patch of [{ email: 'asha@provider.example' }, { company_email: 'x@Mail.Provider.Example' }]) {
      const response = await post('/partner/profile/', { ...signUp, email: 'other@example.com', ...patch });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        message: 'Email with domain provider.example is not allowed!',
      });
    }
  });

  it('answers 400 with the spec messages for missing or invalid fields, writing nothing', async () => {
    const before = await count('users');
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'Please input your Name!'],
      [{ email: 'nope' }, 'The input is not valid E-mail!'],
      [{ company_email: 'a@b' }, 'The input is not valid E-mail!'],
      [{ phone: '' }, 'Please input your phone number!'],
      [{ phone: '98765432101' }, 'Phone Number cannot exceed 10 digits for the selected country code!'],
      [{ phone: '98765' }, 'Please enter a valid phone number.'],
      [{ company_name: '  ' }, 'Please input your Company Name!'],
      [{ country_code: 'India' }, 'Please choose a valid country code.'],
      // Over the caps: answered by the schema with the handler's message for the field.
      [{ username: 'a'.repeat(201) }, 'Please input your Name!'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'The input is not valid E-mail!'],
      [{ phone: '9'.repeat(21) }, 'Please input your phone number!'],
      [{ country_code: '+'.repeat(9) }, 'Please choose a valid country code.'],
      [{ referred_by: 'a'.repeat(201) }, 'Please fill this field!'],
    ];
    for (const [patch, message] of cases) {
      const response = await post('/partner/profile/', { ...signUp, email: 'fresh@example.com', ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
    expect((await post('/partner/profile/', [])).statusCode).toBe(400);
    expect(await count('users')).toBe(before);
  });

  it('refuses a taken e-mail (any case) without a half-written company', async () => {
    const companies = await count('partner_companies');
    const response = await post('/partner/profile/', { ...signUp, email: 'PARTNER@demo.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message: 'An account with this email already exists.',
    });
    expect(await count('partner_companies')).toBe(companies);
  });
});

describe('POST /finance/client-users-create/ (client sign-up)', () => {
  const client = {
    email: 'ravi@client.example.com',
    phone: '+919812345678',
    designation: 'Facilities Manager',
    name: 'Acme Retail',
    full_name: 'Ravi Kumar',
  };

  it('creates a client user and signs it in', async () => {
    const response = await post('/finance/client-users-create/', client);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      status: 200,
      message: 'Client user created successfully',
      message_id: 'identity.clientUserCreated',
      token: expect.any(String),
      uuid: expect.any(String),
      user_role: 'client_user',
    });
    // The session is the new user's (access §2 'Client sign-up': on to /client-project-list).
    const info = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${String(body.token)}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      LogedInUserInfo: { email: client.email, fullname: 'Ravi Kumar', status: 'pending' },
    });
    const [row] = await app.ctx.db.query<Record<string, unknown>>(
      `SELECT u.user_role, u.phone, u.full_name, p.client_name, p.designation FROM users u
         JOIN client_user_profiles p ON p.user_id = u.id WHERE u.email = $1`,
      [client.email],
    );
    expect(row).toEqual({
      user_role: 'client_user',
      phone: '+919812345678',
      full_name: 'Ravi Kumar',
      client_name: 'Acme Retail',
      designation: 'Facilities Manager',
    });
  });

  it('answers 400 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please fill this field!'],
      [{ full_name: '' }, 'Please fill this field!'],
      [{ phone: '' }, 'Please input your phone number!'],
      [{ designation: '' }, 'Please input your Designation!'],
      [{ email: 'x' }, 'The input is not valid E-mail!'],
      [{ phone: '+91981234' }, 'Please enter a valid phone number.'],
      [{ email: 'ravi@client.example.com' }, 'An account with this email already exists.'],
    ];
    for (const [patch, message] of cases) {
      const response = await post('/finance/client-users-create/', {
        ...client,
        email: 'z@client.example.com',
        ...patch,
      });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
  });
});

describe('password reset', () => {
  const email = 'data_entry@demo.test';
  const resetLink = async () => {
    const [entry] = await readOutbox(app, email);
    return entry?.link ?? '';
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('e-mails a link built from PUBLIC_URL (not the host field or Host header)', async () => {
    const response = await post(
      '/partner/password-reset/',
      { email: 'Data_Entry@demo.test', host: 'https://evil.example/reset-password' },
      { host: 'evil.example' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      message: 'If an account exists for this email, a password reset link has been sent.',
    });
    const link = await resetLink();
    expect(link).toMatch(/^https:\/\/portal\.example\.com\/reset-password\?token=[\w-]{43}$/);
    const [entry] = await readOutbox(app, email);
    expect(entry).toMatchObject({ channel: 'email', to: email, code: null });
    expect(entry?.body).toContain(link);
    // Only the SHA-256 is stored.
    const dump = await app.ctx.db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM password_reset_tokens t`,
    );
    expect(dump.some((r) => r.row.includes(tokenOf(link)))).toBe(false);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await post('/partner/password-reset/', { email: 'nobody@demo.test', host: 'x' });
    expect(response.statusCode).toBe(200);
    expect(await readOutbox(app, 'nobody@demo.test')).toEqual([]);
    const bad = await post('/partner/password-reset/', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, message: 'The input is not valid E-mail!' });
  });

  it('sets the password once (single use) and revokes old sign-in tokens', async () => {
    const oldToken = await signIn(app, email);
    const token = tokenOf(await resetLink());
    const confirm = (payload: unknown) => post('/partner/password-reset-confirm/', payload);

    for (const [payload, message] of [
      [{ token, password1: '', password2: '' }, 'Please input Password!'],
      [{ token, password1: 12345678, password2: 12345678 }, 'Please input Password!'],
      [
        { token: 'x'.repeat(513), password1: 'new-pass-1', password2: 'new-pass-1' },
        'This password reset link is invalid or has expired.',
      ],
      [{ token, password1: 'new-pass-1', password2: '' }, 'Please confirm the Password!'],
      [{ token, password1: 'new-pass-1', password2: 'new-pass-2' }, 'The two passwords do not match.'],
      [{ token, password1: 'short', password2: 'short' }, 'Password must be at least 8 characters long.'],
      [
        { token: 'forged', password1: 'new-pass-1', password2: 'new-pass-1' },
        'This password reset link is invalid or has expired.',
      ],
    ] as const) {
      const response = await confirm(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }

    const ok = await confirm({ token, password1: 'new-pass-1', password2: 'new-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 200,
      message: 'Your password has been reset. Please sign in.',
    });
    expect((await post('/partner/login/', { email, password: 'new-pass-1' })).statusCode).toBe(200);
    expect((await post('/partner/login/', { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    const info = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${oldToken}` },
    });
    expect(info.statusCode).toBe(401);

    const again = await confirm({ token, password1: 'other-pass', password2: 'other-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This password reset link is invalid or has expired.');
  });

  it('expires after 30 minutes, and a new link voids the older one', async () => {
    const user = 'kci@demo.test';
    await post('/partner/password-reset/', { email: user });
    const first = tokenOf((await readOutbox(app, user))[0]?.link ?? '');
    clock += 61_000;
    await post('/partner/password-reset/', { email: user });
    const second = tokenOf((await readOutbox(app, user))[0]?.link ?? '');
    expect(second).not.toBe(first);
    const confirm = (token: string) =>
      post('/partner/password-reset-confirm/', { token, password1: 'brand-new-1', password2: 'brand-new-1' });
    expect((await confirm(first)).statusCode).toBe(400);

    clock += 30 * 60_000;
    expect((await confirm(second)).statusCode).toBe(400);
  });

  it('sends at most one e-mail per minute per account', async () => {
    const user = 'qc@demo.test';
    await post('/partner/password-reset/', { email: user });
    const again = await post('/partner/password-reset/', { email: user });
    expect(again.statusCode).toBe(200);
    expect(await readOutbox(app, user)).toHaveLength(1);
  });
});

describe('account deletion', () => {
  it('records one request for the signed-in user', async () => {
    const token = await signIn(app, 'partner_employee@demo.test');
    const request = () =>
      app.inject({
        method: 'POST',
        url: '/api/partner/account-deletion-request/',
        headers: { authorization: `Token ${token}` },
      });
    for (let i = 0; i < 2; i++) {
      const response = await request();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, message: 'Account Deletion Requested' });
    }
    expect(await count('account_deletion_requests')).toBe(1);
    const anonymous = await app.inject({ method: 'POST', url: '/api/partner/account-deletion-request/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /management/po-for-techlocal/', () => {
  const lookup = (pin: string) =>
    app.inject({ method: 'GET', url: '/api/management/po-for-techlocal/', query: { pin } });

  it('answers district, state and country from the postal data', async () => {
    const response = await lookup('411001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      pos: [{ district: 'Pune', state: 'Maharashtra', country: 'India' }],
    });
    const delhi = (await lookup('110001')).json();
    expect(delhi.pos[0]).toMatchObject({ state: 'Delhi', country: 'India' });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await lookup('000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: 404,
      message: 'No location data found for the provided PIN code.',
    });
    for (const pin of ['41100', '41100a', '4110011']) {
      const response = await lookup(pin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        message: 'Please enter a valid 6-digit PIN code.',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/management/po-for-techlocal/' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /dev/outbox/', () => {
  it('lists messages newest first and filters by recipient', async () => {
    await post('/partner/password-reset/', { email: 'agent@demo.test' });
    await post('/partner/password-reset/', { email: 'qa@demo.test' });
    const all = await readOutbox(app);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]?.to).toBe('qa@demo.test');
    expect(all[1]?.to).toBe('agent@demo.test');
    expect(Object.keys(all[0] ?? {}).sort()).toEqual([
      'body',
      'channel',
      'code',
      'created_at',
      'link',
      'subject',
      'to',
    ]);
    const filtered = await readOutbox(app, 'AGENT@demo.test');
    expect(filtered.every((entry) => entry.to === 'agent@demo.test')).toBe(true);
    expect(filtered).toHaveLength(1);
  });
});
