import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../../seed.ts';
import { latestCode, readOutbox } from '../../testing/outbox.ts';
import { buildTestApp } from '../../testing/testApp.ts';

let app: FastifyInstance;
let clock = Date.parse('2026-03-01T09:00:00Z');
const WHATSAPP = '9800000020';
const EMAIL = 'partner@demo.test';

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });
const get = (url: string, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api${url}`, query });
const nextMinute = () => {
  clock += 61_000;
};

describe('schema limits', () => {
  it('answer over-long values with the handler message of the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/partner/send-passphrase-whatsapp/', { phone: '9'.repeat(21) }, 'Enter a valid 10-digit number!'],
      ['/partner/email-passphrase/', { email: `${'a'.repeat(250)}@demo.test` }, 'Enter a valid email!'],
      ['/partner/verify-passphrase/', { email: EMAIL, passphrase: '1'.repeat(33) }, 'Incorrect Passphrase!'],
      ['/partner/whatsapp-passphrase/', [], 'Please enter your WhatsApp number!'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
  });
});

describe('company lookups', () => {
  it('finds the company by WhatsApp number', async () => {
    const response = await get('/partner/fetch-partner-whatsapp/', { whatsapp_number: WHATSAPP });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, company_name: 'Demo Partner Services' });
  });

  it('answers 404 for an unknown number and 400 for a malformed one', async () => {
    const unknown = await get('/partner/fetch-partner-whatsapp/', { whatsapp_number: '9111111111' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: 'WhatsApp No. not Registered!' });
    const short = await get('/partner/fetch-partner-whatsapp/', { whatsapp_number: '98000' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: 400, message: 'Enter a valid 10-digit number!' });
    const none = await get('/partner/fetch-partner-whatsapp/', {});
    expect(none.json()).toMatchObject({ status: 400, message: 'Please enter your WhatsApp number!' });
  });

  it('finds the company by sign-in or company e-mail', async () => {
    for (const email of ['Partner@Demo.test', 'office@partner.demo.test']) {
      const response = await get('/partner/fetch-partner-by-email/', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, company_name: 'Demo Partner Services' });
    }
    const unknown = await get('/partner/fetch-partner-by-email/', { email: 'qa@demo.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: 'Email not Registered!' });
    const bad = await get('/partner/fetch-partner-by-email/', { email: 'nope' });
    expect(bad.json()).toMatchObject({ status: 400, message: 'Enter a valid email!' });
  });
});

describe('passphrase login by WhatsApp', () => {
  it('sends a passphrase and signs the partner in with it, once', async () => {
    const sent = await post('/partner/send-passphrase-whatsapp/', { phone: WHATSAPP });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 200, message: 'Passphrase sent to your WhatsApp number' });
    const [message] = await readOutbox(app, WHATSAPP);
    expect(message).toMatchObject({ channel: 'whatsapp', to: WHATSAPP, link: null });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);

    const passphrase = await latestCode(app, WHATSAPP);
    const response = await post('/partner/whatsapp-passphrase/', { whatsapp_number: WHATSAPP, passphrase });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 200,
      message: 'Login successful!',
      data: {
        status: 200,
        uuid: demoUuid(EMAIL),
        ticket_role: 'partner',
        all_roles: [],
        user_role: 'partner',
        loged_in_to: 'orion',
      },
    });
    expect(Object.keys(body.data).sort()).toEqual(
      ['all_roles', 'loged_in_to', 'status', 'ticket_role', 'token', 'user_role', 'uuid'].sort(),
    );
    const info = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { authorization: `Token ${body.data.token}` },
    });
    expect(info.json().LogedInUserInfo.email).toBe(EMAIL);

    const reused = await post('/partner/whatsapp-passphrase/', { whatsapp_number: WHATSAPP, passphrase });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ status: 400, message: 'Incorrect Passphrase!' });
  });

  it('enforces the 60 s resend wait with 429 and Retry-After', async () => {
    nextMinute();
    expect((await post('/partner/send-passphrase-whatsapp/', { phone: WHATSAPP })).statusCode).toBe(200);
    clock += 20_000;
    const early = await post('/partner/send-passphrase-whatsapp/', { phone: WHATSAPP });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toMatchObject({
      status: 429,
      message: 'Please wait 40 seconds before requesting a new code.',
    });
  });

  it('a resend invalidates the previous passphrase', async () => {
    nextMinute();
    await post('/partner/send-passphrase-whatsapp/', { phone: WHATSAPP });
    const first = await latestCode(app, WHATSAPP);
    nextMinute();
    await post('/partner/send-passphrase-whatsapp/', { phone: WHATSAPP });
    const second = await latestCode(app, WHATSAPP);
    if (first !== second) {
      const old = await post('/partner/whatsapp-passphrase/', {
        whatsapp_number: WHATSAPP,
        passphrase: first,
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/partner/whatsapp-passphrase/', { whatsapp_number: WHATSAPP, passphrase: second });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses unknown numbers and missing passphrases', async () => {
    const unknown = await post('/partner/send-passphrase-whatsapp/', { phone: '9111111111' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: 'WhatsApp No. not Registered!' });
    const missing = await post('/partner/whatsapp-passphrase/', {
      whatsapp_number: WHATSAPP,
      passphrase: '',
    });
    expect(missing.json()).toMatchObject({
      status: 400,
      message: 'Please enter your Passphrase sent to your WhatsApp number!',
    });
  });
});

describe('passphrase login by e-mail', () => {
  it('sends to the e-mail, then voids the passphrase after 5 wrong tries', async () => {
    const email = 'partner.pending@demo.test';
    const sent = await post('/partner/email-passphrase/', { email });
    expect(sent.json()).toMatchObject({ status: 200, message: 'Passphrase sent to your email' });
    const passphrase = await latestCode(app, email);
    const wrong = passphrase === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const response = await post('/partner/verify-passphrase/', { email, passphrase: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: 'Incorrect Passphrase!' });
    }
    const fifth = await post('/partner/verify-passphrase/', { email, passphrase: wrong });
    expect(fifth.json()).toMatchObject({
      status: 400,
      message: 'Too many incorrect attempts. Please request a new passphrase.',
    });
    const right = await post('/partner/verify-passphrase/', { email, passphrase });
    expect(right.statusCode).toBe(400);
  });

  it('expires after 10 minutes', async () => {
    nextMinute();
    await post('/partner/email-passphrase/', { email: EMAIL });
    const passphrase = await latestCode(app, EMAIL);
    clock += 10 * 60_000;
    const response = await post('/partner/verify-passphrase/', { email: EMAIL, passphrase });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message: 'Passphrase has expired. Please request a new one.',
    });
  });

  it('caps sends at 5 per hour with 429 and Retry-After', async () => {
    const email = 'office@pending.demo.test';
    for (let i = 0; i < 5; i++) {
      expect((await post('/partner/email-passphrase/', { email })).statusCode).toBe(200);
      nextMinute();
    }
    const capped = await post('/partner/email-passphrase/', { email });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
    expect(capped.json().message).toMatch(/^Too many codes requested\. Please try again in \d+ minutes\.$/);
  });

  it('answers 404 for an unregistered e-mail and 400 for an invalid one', async () => {
    const unknown = await post('/partner/email-passphrase/', { email: 'qa@demo.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, message: 'Email not Registered!' });
    const bad = await post('/partner/email-passphrase/', { email: '' });
    expect(bad.json()).toMatchObject({ status: 400, message: 'Please enter your email!' });
  });
});
