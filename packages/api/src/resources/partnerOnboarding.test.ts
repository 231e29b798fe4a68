import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../client/ApiError.ts';
import { createApiClient } from '../client/createApiClient.ts';
import { parseRetryAfter } from '../client/request.ts';
import type { ApiNotice } from '../client/types.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';

const BASE = 'https://api.example.com/api';

function setup(respond?: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn<(notice: ApiNotice) => void>();
  const client = createApiClient({ baseUrl: BASE, getToken: () => 'tok', fetch, onError });
  return { client, calls, onError };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

const json = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('JSON calls: method, path and body exactly as the server spells them', () => {
  const cases: {
    name: string;
    call: (c: ReturnType<typeof setup>['client']) => Promise<unknown>;
    method: string;
    url: string;
    body?: unknown;
    /** What the call resolves with when the server answers `{ status: 200, message: 'ok' }`. */
    resolves?: unknown;
  }[] = [
    {
      name: 'referredByListing',
      call: (c) => c.partner.referredByListing(),
      method: 'GET',
      url: `${BASE}/partner/referred-by-listing/`,
      resolves: [],
    },
    {
      name: 'passwordReset',
      call: (c) => c.partner.passwordReset({ email: 'a@b.co', host: 'https://portal/reset-password' }),
      method: 'POST',
      url: `${BASE}/partner/password-reset/`,
      body: { email: 'a@b.co', host: 'https://portal/reset-password' },
    },
    {
      name: 'passwordResetConfirm',
      call: (c) => c.partner.passwordResetConfirm({ token: 't', password1: 'p', password2: 'p' }),
      method: 'POST',
      url: `${BASE}/partner/password-reset-confirm/`,
      body: { token: 't', password1: 'p', password2: 'p' },
    },
    {
      name: 'fetchPartnerByEmail',
      call: (c) => c.partner.fetchPartnerByEmail('a+b@c.co'),
      resolves: { companyName: '' },
      method: 'GET',
      url: `${BASE}/partner/fetch-partner-by-email/?email=a%2Bb%40c.co`,
    },
    {
      name: 'fetchPartnerWhatsapp',
      call: (c) => c.partner.fetchPartnerWhatsapp('9800000020'),
      resolves: { companyName: '' },
      method: 'GET',
      url: `${BASE}/partner/fetch-partner-whatsapp/?whatsapp_number=9800000020`,
    },
    {
      name: 'sendPassphraseWhatsapp',
      call: (c) => c.partner.sendPassphraseWhatsapp('9800000020'),
      method: 'POST',
      url: `${BASE}/partner/send-passphrase-whatsapp/`,
      body: { phone: '9800000020' },
    },
    {
      name: 'emailPassphrase',
      call: (c) => c.partner.emailPassphrase('a@b.co'),
      method: 'POST',
      url: `${BASE}/partner/email-passphrase/`,
      body: { email: 'a@b.co' },
    },
    {
      name: 'sendOtp (phone)',
      call: (c) => c.partnerRegistration.sendOtp({ phone: '9800000020', countryCode: '+91' }),
      method: 'POST',
      url: `${BASE}/partner/send-otp/`,
      body: { phone: '9800000020', country_code: '+91' },
    },
    {
      name: 'verifyOtp (email)',
      call: (c) => c.partnerRegistration.verifyOtp({ email: 'a@b.co', otp: '123456' }),
      method: 'POST',
      url: `${BASE}/partner/verify-otp/`,
      body: { email: 'a@b.co', otp: '123456' },
    },
    {
      name: 'requestAccountDeletion',
      call: (c) => c.partner.requestAccountDeletion(),
      method: 'POST',
      url: `${BASE}/partner/account-deletion-request/`,
    },
    {
      name: 'pinLookup.postOffices',
      call: (c) => c.pinLookup.postOffices('411001'),
      resolves: [],
      method: 'GET',
      url: `${BASE}/management/po-for-techlocal/?pin=411001`,
    },
    {
      name: 'clientSignUp.create',
      call: (c) =>
        c.clientSignUp.create({
          email: 'r@c.co',
          phone: '+919812345678',
          designation: 'Manager',
          clientName: 'Acme',
          fullName: 'Ravi Kumar',
        }),
      resolves: { message: 'ok', session: null },
      method: 'POST',
      url: `${BASE}/finance/client-users-create/`,
      body: {
        email: 'r@c.co',
        phone: '+919812345678',
        designation: 'Manager',
        name: 'Acme',
        full_name: 'Ravi Kumar',
      },
    },
  ];

  it.each(cases)('$name', async ({ call, method, url, body, resolves }) => {
    const answer = { status: 200, message: 'ok' };
    const { client, calls } = setup(() => jsonResponse(answer));
    await expect(call(client)).resolves.toEqual(resolves ?? answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init.method).toBe(method);
    if (body === undefined) expect(calls[0]?.init.body).toBeUndefined();
    else expect(json(calls[0]?.init ?? {})).toEqual(body);
    expect(calls[0]?.headers.get('Authorization')).toBe('Token tok');
  });
});

describe('answers in camelCase', () => {
  it('maps the referral names and the company lookups', async () => {
    const { client } = setup((url) =>
      jsonResponse(
        url.includes('referred-by')
          ? { status: 200, referred_by: ['Meera Iyer'] }
          : { status: 200, company_name: 'Demo Partner Services' },
      ),
    );
    await expect(client.partner.referredByListing()).resolves.toEqual(['Meera Iyer']);
    await expect(client.partner.fetchPartnerByEmail('a@b.co')).resolves.toEqual({
      companyName: 'Demo Partner Services',
    });
  });
});

describe('client sign-up', () => {
  const input = {
    email: 'r@c.co',
    phone: '+919812345678',
    designation: 'Manager',
    clientName: 'Acme',
    fullName: 'Ravi Kumar',
  };

  it('returns the session the server signs the new user in with', async () => {
    const { client } = setup(() =>
      jsonResponse({
        status: 200,
        message: 'Client user created successfully',
        token: 't1',
        uuid: 'u1',
        user_role: 'client_user',
      }),
    );
    await expect(client.clientSignUp.create(input)).resolves.toEqual({
      message: 'Client user created successfully',
      session: { token: 't1', uuid: 'u1', role: 'client_user', ticketRole: null, allRoles: [] },
    });
  });
});

describe('sign-up', () => {
  const input = {
    email: 'a@b.co',
    phone: '9876543210',
    countryCode: '+91',
    name: 'Asha',
    referredBy: null,
    companyEmail: 'o@b.co',
    companyName: 'Asha Co',
  };
  const payload = {
    email: 'a@b.co',
    phone: '9876543210',
    country_code: '+91',
    username: 'Asha',
    referred_by: null,
    company_email: 'o@b.co',
    company_name: 'Asha Co',
  };

  it('posts the payload to /partner/profile/ and resolves on body status 200', async () => {
    const answer = {
      status: 200,
      token: 't',
      uuid: 'u',
      user_role: 'partner',
      message: 'Registration successful',
    };
    const { client, calls } = setup(() => jsonResponse(answer));
    await expect(client.partner.signUp(input)).resolves.toEqual({
      token: 't',
      uuid: 'u',
      role: 'partner',
      ticketRole: null,
      allRoles: [],
    });
    expect(calls[0]?.url).toBe(`${BASE}/partner/profile/`);
    expect(json(calls[0]?.init ?? {})).toEqual(payload);
  });

  it('rejects a body status other than 200 with its message, without onError', async () => {
    const { client, onError } = setup(() => jsonResponse({ status: 400, message: 'Email taken' }));
    const error = await rejection(client.partner.signUp(input));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Email taken' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects an HTTP 400 with the server message (provider domain)', async () => {
    const message = 'Email with domain provider.example is not allowed!';
    const { client, onError } = setup(() => jsonResponse({ status: 400, message }, 400));
    const error = await rejection(client.partner.signUp(input));
    expect(error).toMatchObject({ kind: 'http', status: 400, message });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message }));
  });
});

describe('passphrase login', () => {
  const data = {
    status: 200,
    token: 't',
    uuid: 'u-1',
    ticket_role: 'partner',
    all_roles: [],
    user_role: 'partner',
    loged_in_to: 'orion',
  };

  it('resolves with data when data.status is 200', async () => {
    const { client, calls } = setup(() => jsonResponse({ status: 200, message: 'Login successful!', data }));
    const answer = await client.partner.whatsappPassphrase({
      whatsappNumber: '9800000020',
      passphrase: '123456',
    });
    expect(answer).toEqual({ token: 't', uuid: 'u-1', role: 'partner', ticketRole: 'partner', allRoles: [] });
    expect(calls[0]?.url).toBe(`${BASE}/partner/whatsapp-passphrase/`);
    expect(json(calls[0]?.init ?? {})).toEqual({ whatsapp_number: '9800000020', passphrase: '123456' });
    await client.partner.verifyPassphrase({ email: 'a@b.co', passphrase: '123456' });
    expect(calls[1]?.url).toBe(`${BASE}/partner/verify-passphrase/`);
  });

  it('rejects when data.status is not 200', async () => {
    const { client } = setup(() =>
      jsonResponse({ status: 200, message: 'Incorrect Passphrase!', data: { status: 400 } }),
    );
    const error = await rejection(client.partner.verifyPassphrase({ email: 'a@b.co', passphrase: '1' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Incorrect Passphrase!' });
  });

  it('rejects an HTTP 400 with the server message', async () => {
    const { client } = setup(() => jsonResponse({ status: 400, message: 'Incorrect Passphrase!' }, 400));
    const error = await rejection(client.partner.verifyPassphrase({ email: 'a@b.co', passphrase: '1' }));
    expect(error).toMatchObject({
      status: 400,
      message: 'Incorrect Passphrase!',
      retryAfterSeconds: undefined,
    });
  });
});

describe('429 with Retry-After', () => {
  it('surfaces the wait in seconds on ApiError', async () => {
    const { client, onError } = setup(
      () =>
        new Response(
          JSON.stringify({ status: 429, message: 'Please wait 42 seconds before requesting a new code.' }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
          },
        ),
    );
    const error = await rejection(client.partnerRegistration.sendOtp({ email: 'a@b.co' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      retryAfterSeconds: 42,
      message: 'Please wait 42 seconds before requesting a new code.',
    });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Please wait 42 seconds before requesting a new code.' }),
    );
    const passphrase = await rejection(client.partner.sendPassphraseWhatsapp('9800000020'));
    expect(passphrase.retryAfterSeconds).toBe(42);
  });

  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-03-01T09:00:00Z');
    expect(parseRetryAfter('60', now)).toBe(60);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 08:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('lookups', () => {
  it('a 404 company lookup rejects with the server message', async () => {
    const { client } = setup(() =>
      jsonResponse({ status: 404, message: 'WhatsApp No. not Registered!' }, 404),
    );
    const error = await rejection(client.partner.fetchPartnerWhatsapp('9111111111'));
    expect(error).toMatchObject({ status: 404, message: 'WhatsApp No. not Registered!' });
  });

  it("the pin lookup resolves with the answer's post offices", async () => {
    const answer = { status: 200, pos: [{ district: 'Pune', state: 'Maharashtra', country: 'India' }] };
    const { client } = setup(() => jsonResponse(answer));
    await expect(client.pinLookup.postOffices('411001')).resolves.toEqual(answer.pos);
  });
});
