import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { isApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import { createDeferredApiClient } from './deferredClient.ts';
import type { ApiClientOptions, ApiNotice } from './types.ts';

function options(respond?: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn<(notice: ApiNotice) => void>();
  const init: ApiClientOptions = {
    baseUrl: 'https://api.example.com/api/',
    getToken: () => 'secret-token',
    fetch,
    onError,
  };
  return { init, calls, onError };
}

describe('createDeferredApiClient', () => {
  it('has every area and function of createApiClient, and the same baseUrl', () => {
    const { init } = options();
    const real = createApiClient(init);
    const deferred = createDeferredApiClient(init);
    expect(deferred.baseUrl).toBe(real.baseUrl);
    for (const [area, value] of Object.entries(real)) {
      if (typeof value === 'function') {
        expect(typeof deferred[area as keyof typeof deferred], area).toBe('function');
        continue;
      }
      if (typeof value !== 'object' || value === null) continue;
      for (const [name, fn] of Object.entries(value as Record<string, unknown>)) {
        if (typeof fn !== 'function') continue;
        const deferredArea = deferred[area as keyof typeof deferred] as unknown as Record<string, unknown>;
        expect(typeof deferredArea[name], `${area}.${name}`).toBe('function');
      }
    }
  });

  it('answers an area call as the eager client does (same request, same result)', async () => {
    const respond = () => jsonResponse({ demo_mode: true });
    const eager = options(respond);
    const lazy = options(respond);
    const expected = await createApiClient(eager.init).demoInbox.isDemoMode();
    const client = createDeferredApiClient(lazy.init);
    await expect(client.demoInbox.isDemoMode()).resolves.toBe(expected);
    expect(lazy.calls.map((call) => call.url)).toEqual(eager.calls.map((call) => call.url));
  });

  it('fails an area call as the eager client does (the same ApiError, onError told)', async () => {
    const respond = () => jsonResponse({ status: 401, message: 'Invalid email or password.' }, 401);
    const eager = options(respond);
    const lazy = options(respond);
    const credentials = { email: 'ravi@example.test', password: 'wrong' };
    const expected = await createApiClient(eager.init)
      .partner.login(credentials)
      .catch((error: unknown) => error);
    const failure = await createDeferredApiClient(lazy.init)
      .partner.login(credentials)
      .catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: (expected as { status: number }).status,
      message: (expected as Error).message,
    });
    expect(lazy.onError.mock.calls).toEqual(eager.onError.mock.calls);
  });

  it('keeps one function per name, the request core at once, and is not a thenable', async () => {
    const { init, calls } = options(() => jsonResponse({ ok: true }));
    const client = createDeferredApiClient(init);
    expect(client.tickets.list).toBe(client.tickets.list);
    expect(client.tickets).toBe(client.tickets);
    await expect(client.get('/partner/login-user-info/')).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('https://api.example.com/api/partner/login-user-info/');
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    expect((client as unknown as Record<string, unknown>).notAnArea).toBeUndefined();
  });
});
