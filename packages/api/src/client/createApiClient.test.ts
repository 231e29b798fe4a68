import { describe, expect, it, vi } from 'vitest';
import {
  createFakeFetch,
  hangUntilAborted,
  jsonResponse,
  userInfo,
  userInfoFixture,
} from '../test/fakeFetch.ts';
import { ApiError, isApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import { apiMessages } from './messages.ts';
import type { ApiClientOptions, ApiNotice } from './types.ts';

function setup(respond?: Parameters<typeof createFakeFetch>[0], options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn<(notice: ApiNotice) => void>();
  const client = createApiClient({
    baseUrl: 'https://api.example.com/api',
    getToken: () => 'secret-token',
    fetch,
    onError,
    ...options,
  });
  return { client, fetch, calls, onError };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected the promise to reject');
}

describe('URLs', () => {
  it('joins paths to an absolute base exactly', async () => {
    const { client, calls } = setup();
    await client.get('/partner/login-user-info/');
    expect(calls[0]?.url).toBe('https://api.example.com/api/partner/login-user-info/');
  });

  it('resolves a path base against the page origin', async () => {
    const { client, calls } = setup(undefined, { baseUrl: '/api' });
    await client.post('/partner/login/', { email: 'a@b.co', password: 'x' });
    expect(calls[0]?.url).toBe(`${window.location.origin}/api/partner/login/`);
    expect(client.baseUrl).toBe(`${window.location.origin}/api`);
  });

  it('adds query parameters and skips undefined and null values', async () => {
    const { client, calls } = setup();
    await client.get('/management/po-for-techlocal/', {
      query: { pin: 411001, empty: undefined, none: null, tag: ['a', 'b'], flag: false },
    });
    expect(calls[0]?.url).toBe(
      'https://api.example.com/api/management/po-for-techlocal/?pin=411001&tag=a&tag=b&flag=false',
    );
  });
});

describe('the token header', () => {
  it('is sent as "Token <token>" to the API origin', async () => {
    const { client, calls } = setup();
    await client.get('/partner/login-user-info/');
    expect(calls[0]?.headers.get('Authorization')).toBe('Token secret-token');
  });

  it('is sent to an absolute URL on the API origin', async () => {
    const { client, calls } = setup();
    await client.get('https://api.example.com/other/path/');
    expect(calls[0]?.headers.get('Authorization')).toBe('Token secret-token');
  });

  it('is never sent to another origin (a storage host)', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 200 }));
    await client.put('https://bucket.s3.ap-south-1.amazonaws.com/key?X-Amz-Signature=abc', new Blob(['x']));
    await client.get('https://api.example.com.evil.test/api/partner/login-user-info/');
    await client.get('http://api.example.com/api/partner/login-user-info/'); // other scheme
    await client.get('https://api.example.com:8443/api/x/'); // other port
    expect(calls).toHaveLength(4);
    for (const call of calls) expect(call.headers.has('Authorization')).toBe(false);
  });

  it('is not sent when there is no token, nor with auth: false', async () => {
    const { client, calls } = setup(undefined, { getToken: () => null });
    await client.get('/a/');
    const second = setup();
    await second.client.get('/a/', { auth: false });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(second.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('accepts an async getToken', async () => {
    const { client, calls } = setup(undefined, { getToken: async () => 'async-token' });
    await client.get('/a/');
    expect(calls[0]?.headers.get('Authorization')).toBe('Token async-token');
  });
});

describe('bodies and answers', () => {
  it('sends JSON bodies with a JSON content type and parses the JSON answer', async () => {
    const { client, calls } = setup(() => jsonResponse({ ok: 1 }));
    const answer = await client.patch<{ ok: number }>('/finance/invoice-request/7/', { a: 1 });
    expect(answer).toEqual({ ok: 1 });
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append('company_name', 'Acme');
    await client.post('/partner/temp-partner-add/', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('resolves undefined for an empty answer, and getBlob reads a Blob', async () => {
    const { client } = setup((url) =>
      url.endsWith('/file/') ? new Response('PDF', { status: 200 }) : new Response(null, { status: 204 }),
    );
    await expect(client.delete('/thing/1/')).resolves.toBeUndefined();
    const blob = await client.getBlob('/file/');
    expect(await blob.text()).toBe('PDF');
  });

  it('names a blob answer after its Content-Disposition file name (a File), and leaves others plain', async () => {
    const { client } = setup((url) =>
      url.endsWith('/named/')
        ? new Response('a,b', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="INV-000001.csv"',
            },
          })
        : new Response('PDF', { status: 200 }),
    );
    const named = await client.getBlob('/named/');
    expect(named).toBeInstanceOf(File);
    expect((named as File).name).toBe('INV-000001.csv');
    expect(named.type).toMatch(/^text\/csv/);
    expect(await named.text()).toBe('a,b');
    expect(await client.getBlob('/plain/')).not.toBeInstanceOf(File);
  });

  it('rejects an unreadable success answer with kind parse', async () => {
    const { client, onError } = setup(() => new Response('<html>', { status: 200 }));
    const error = await rejection(client.get('/a/'));
    expect(error.kind).toBe('parse');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: apiMessages.fallback, durationMs: 1000 }),
    );
  });
});

describe('beforeAnswer', () => {
  it('sees every parsed answer, and the error answer, before the caller gets it', async () => {
    const seen: string[] = [];
    let release = (): void => undefined;
    const beforeAnswer = vi.fn(
      (body: unknown) =>
        new Promise<void>((resolve) => {
          seen.push(`prepared ${JSON.stringify(body)}`);
          release = resolve;
        }),
    );
    const { client } = setup(
      (url) =>
        url.endsWith('/bad/')
          ? jsonResponse({ status: 400, message: 'Bad.', message_id: 'x.bad' }, 400)
          : jsonResponse({ status: 200, message_id: 'x.ok' }),
      { beforeAnswer },
    );
    const ok = client.get('/good/').then((body) => seen.push(`resolved ${JSON.stringify(body)}`));
    await vi.waitFor(() => expect(beforeAnswer).toHaveBeenCalledTimes(1));
    expect(seen).toEqual(['prepared {"status":200,"message_id":"x.ok"}']);
    release();
    await ok;
    expect(seen.at(-1)).toBe('resolved {"status":200,"message_id":"x.ok"}');

    const bad = rejection(client.get('/bad/', { silent: true }));
    await vi.waitFor(() => expect(beforeAnswer).toHaveBeenCalledTimes(2));
    expect(beforeAnswer).toHaveBeenLastCalledWith({ status: 400, message: 'Bad.', message_id: 'x.bad' });
    release();
    expect((await bad).message).toBe('Bad.');
  });

  it('is not called for an empty answer, and its failure changes nothing', async () => {
    const beforeAnswer = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const { client } = setup(
      (url) => (url.endsWith('/empty/') ? new Response(null, { status: 204 }) : jsonResponse({ id: 7 })),
      { beforeAnswer },
    );
    await expect(client.get('/empty/')).resolves.toBeUndefined();
    expect(beforeAnswer).not.toHaveBeenCalled();
    await expect(client.get('/thing/')).resolves.toEqual({ id: 7 });
    expect(beforeAnswer).toHaveBeenCalledWith({ id: 7 });
  });
});

describe('shared error behaviour (operations §8 Shared HTTP)', () => {
  it('401: reports "Invalid Credentials!" and the caller gets the server message', async () => {
    const { client, onError } = setup(() =>
      jsonResponse({ status: 401, message: 'Email or password is wrong' }, 401),
    );
    const error = await rejection(client.partner.login({ email: 'a@b.co', password: 'bad' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Email or password is wrong' });
    expect(error.body).toEqual({ status: 401, message: 'Email or password is wrong' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      type: 'error',
      message: 'Invalid Credentials!',
      messageId: 'invalidCredentials',
      durationMs: 1000,
      error,
    });
  });

  it('401 without a body message: the rejection says "Invalid Credentials!"', async () => {
    const { client } = setup(() => new Response('', { status: 401 }));
    const error = await rejection(client.get('/a/'));
    expect(error.message).toBe('Invalid Credentials!');
  });

  it('400 with a message: reports the message for 1000 ms', async () => {
    const { client, onError } = setup(() => jsonResponse({ message: 'PAN is invalid' }, 400));
    const error = await rejection(client.post('/a/', {}));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'PAN is invalid' });
    expect(onError).toHaveBeenCalledWith({
      type: 'error',
      message: 'PAN is invalid',
      messageId: undefined,
      durationMs: 1000,
      error,
    });
  });

  it('400 without a message: reports "Something went wrong!"', async () => {
    const { client, onError } = setup(() => jsonResponse({ detail: 'x' }, 400));
    const error = await rejection(client.get('/a/'));
    expect(error.message).toBe('Request failed with status code 400');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Something went wrong!',
        messageId: 'fallback',
        durationMs: 1000,
      }),
    );
  });

  it('404 with a non-JSON body keeps the text as body', async () => {
    const { client } = setup(() => new Response('Not Found', { status: 404 }));
    const error = await rejection(client.get('/a/'));
    expect(error.body).toBe('Not Found');
  });

  it.each([500, 502, 503])('%i: shows no message and still rejects', async (status) => {
    const { client, onError } = setup(() => jsonResponse({ message: 'Trace…' }, status));
    const error = await rejection(client.get('/a/'));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(onError).not.toHaveBeenCalled();
  });

  it('silent: true skips onError but still rejects', async () => {
    const { client, onError } = setup(() => jsonResponse({ message: 'Nope' }, 400));
    await rejection(client.get('/a/', { silent: true }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('uses replacement messages (translations)', async () => {
    const { client, onError } = setup(() => new Response('', { status: 401 }), {
      messages: { invalidCredentials: 'Identifiants invalides !' },
    });
    const error = await rejection(client.get('/a/'));
    expect(error.message).toBe('Identifiants invalides !');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Identifiants invalides !', messageId: 'invalidCredentials' }),
    );
  });

  it('a throwing onError does not change the rejection', async () => {
    const { client } = setup(() => jsonResponse({ message: 'Bad' }, 400), {
      onError: () => {
        throw new Error('toast broke');
      },
    });
    const error = await rejection(client.get('/a/'));
    expect(error.message).toBe('Bad');
  });
});

describe('time-out, offline and abort', () => {
  it('a time-out rejects with kind timeout and is reported', async () => {
    const { client, onError } = setup((_url, init) => hangUntilAborted(init), { timeoutMs: 20 });
    const error = await rejection(client.get('/slow/'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(apiMessages.timeout);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: apiMessages.timeout, messageId: 'timeout', durationMs: 1000 }),
    );
  });

  it('defaults to 30000 ms', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup((_url, init) => hangUntilAborted(init));
      const pending = rejection(client.get('/slow/'));
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a per-request timeoutMs wins over the client default', async () => {
    const { client } = setup((_url, init) => hangUntilAborted(init), { timeoutMs: 60_000 });
    const error = await rejection(client.get('/slow/', { timeoutMs: 10 }));
    expect(error.kind).toBe('timeout');
  });

  it('offline (fetch rejects with TypeError) rejects with kind network and is reported', async () => {
    const { client, onError } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.get('/a/'));
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Network Unavailable, Please check your internet connection.',
        messageId: 'network',
      }),
    );
  });

  it('a caller abort rejects with kind aborted and is never reported', async () => {
    const { client, fetch, onError } = setup((_url, init) => hangUntilAborted(init));
    const controller = new AbortController();
    const pending = rejection(client.get('/a/', { signal: controller.signal }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(onError).not.toHaveBeenCalled();
  });

  it('an abort while the token is looked up is not missed', async () => {
    const { client, fetch, onError } = setup(undefined, { getToken: async () => 'tok' });
    const controller = new AbortController();
    const pending = rejection(client.get('/a/', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('an already aborted signal never calls fetch', async () => {
    const { client, fetch, onError } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client.get('/a/', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('client.partner', () => {
  const loginOk = {
    status: 200,
    token: 'tok',
    uuid: 'u-1',
    ticket_role: null,
    all_roles: [],
    user_role: 'partner',
    message: 'Login successful!',
  };

  it('login posts the credentials as JSON and resolves on body status 200', async () => {
    const { client, calls } = setup(() => jsonResponse(loginOk));
    await expect(client.partner.login({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      token: 'tok',
      uuid: 'u-1',
      role: 'partner',
      ticketRole: null,
      allRoles: [],
    });
    expect(calls[0]?.url).toBe('https://api.example.com/api/partner/login/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co', password: 'pw' });
  });

  it('login answered HTTP 200 with body status 400 rejects with the body message, unreported', async () => {
    const body = { status: 400, message: 'User is not active' };
    const { client, onError } = setup(() => jsonResponse(body));
    const error = await rejection(client.partner.login({ email: 'a@b.co', password: 'pw' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'User is not active', body });
    expect(onError).not.toHaveBeenCalled();
  });

  it('login with no body status and no message rejects with the fallback text', async () => {
    const { client } = setup(() => jsonResponse({ token: 'x' }));
    const error = await rejection(client.partner.login({ email: 'a@b.co', password: 'pw' }));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Something went wrong!' });
  });

  it('loginUserInfo reads LogedInUserInfo and returns it in camelCase', async () => {
    const { client, calls } = setup(() => jsonResponse(userInfoFixture));
    await expect(client.partner.loginUserInfo()).resolves.toEqual(userInfo);
    expect(calls[0]?.url).toBe('https://api.example.com/api/partner/login-user-info/');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('logout posts to /partner/logout/ and is silent by default', async () => {
    const { client, calls, onError } = setup(() => jsonResponse({ message: 'expired' }, 401));
    await rejection(client.partner.logout());
    expect(calls[0]?.url).toBe('https://api.example.com/api/partner/logout/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('Authorization')).toBe('Token secret-token');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('client.meta', () => {
  it('version reads /meta.json on the page origin with t=Date.now(), without the token', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { client, calls } = setup(() => jsonResponse({ version: '1.3.1' }), { baseUrl: '/api' });
    await expect(client.meta.version()).resolves.toEqual({ version: '1.3.1' });
    expect(calls[0]?.url).toBe(`${window.location.origin}/meta.json?t=1700000000000`);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    vi.restoreAllMocks();
  });

  it('version rejects silently with kind parse when the body has no version', async () => {
    const { client, onError } = setup(() => jsonResponse({}));
    const error = await rejection(client.meta.version());
    expect(error.kind).toBe('parse');
    expect(onError).not.toHaveBeenCalled();
  });

  it('version can read from a configured absolute metaUrl', async () => {
    const { client, calls } = setup(() => jsonResponse({ version: '2.0.0' }), {
      metaUrl: 'https://cdn.example.com/app/meta.json',
    });
    await client.meta.version();
    expect(calls[0]?.url).toMatch(/^https:\/\/cdn\.example\.com\/app\/meta\.json\?t=\d+$/);
  });
});
