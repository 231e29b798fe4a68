import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { apiKeys } from '../keys.ts';
import type { SignInSession } from '../resources/session.ts';
import { ApiProvider, useApiClient } from './ApiProvider.tsx';
import { API_MAX_RETRIES, apiOnErrorRetry, swrConfig } from './swrConfig.ts';
import { userInfo } from '../test/fakeFetch.ts';
import { useAppVersion } from './useAppVersion.ts';
import { useLogin } from './useLogin.ts';
import { useLoginUserInfo } from './useLoginUserInfo.ts';
import { useLogout } from './useLogout.ts';

const loginResponse: SignInSession = {
  token: 'tok',
  uuid: 'u-1',
  ticketRole: null,
  allRoles: [],
  role: 'partner',
};

function fakeClient() {
  const partner = {
    login: vi.fn<ApiClient['partner']['login']>(async () => loginResponse),
    loginUserInfo: vi.fn<ApiClient['partner']['loginUserInfo']>(async () => userInfo),
    logout: vi.fn<ApiClient['partner']['logout']>(async () => ({ status: 200 })),
  };
  const meta = { version: vi.fn<ApiClient['meta']['version']>(async () => ({ version: '1.3.1' })) };
  const client = { partner, meta } as unknown as ApiClient;
  return { client, partner, meta };
}

function wrapperFor(client: ApiClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('keys', () => {
  it('are tuples', () => {
    expect(apiKeys.partner.loginUserInfo()).toEqual(['partner', 'login-user-info']);
    expect(apiKeys.partner.login()).toEqual(['partner', 'login']);
    expect(apiKeys.partner.logout()).toEqual(['partner', 'logout']);
    expect(apiKeys.meta.version()).toEqual(['meta', 'version']);
    expect(Array.isArray(apiKeys.partner.all())).toBe(true);
  });
});

describe('ApiProvider / useApiClient', () => {
  it('provides the client', () => {
    const { client } = fakeClient();
    const { result } = renderHook(() => useApiClient(), { wrapper: wrapperFor(client) });
    expect(result.current).toBe(client);
  });

  it('throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
    vi.restoreAllMocks();
  });
});

describe('useLoginUserInfo', () => {
  it('loads the user info', async () => {
    const { client, partner } = fakeClient();
    const { result } = renderHook(() => useLoginUserInfo(true), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data).toEqual(userInfo));
    expect(partner.loginUserInfo).toHaveBeenCalledTimes(1);
  });

  it('does not fetch when disabled (null key)', async () => {
    const { client, partner } = fakeClient();
    // Every timer the hook may start runs on the fake clock: 20 ms pass at once, no real sleep.
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useLoginUserInfo(false), { wrapper: wrapperFor(client) });
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(result.current.data).toBeUndefined();
      expect(result.current.isLoading).toBe(false);
      expect(partner.loginUserInfo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is cached under the tuple key', async () => {
    const { client } = fakeClient();
    const { result } = renderHook(
      () => ({ info: useLoginUserInfo(true), same: useSWR(apiKeys.partner.loginUserInfo(), null) }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.same.data).toEqual(userInfo));
  });

  it('does not retry a 401', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, partner } = fakeClient();
    const unauthorised = new ApiError({ kind: 'http', status: 401, message: 'Invalid token.' });
    partner.loginUserInfo.mockRejectedValue(unauthorised);
    const { result } = renderHook(() => useLoginUserInfo(true), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.error).toBe(unauthorised));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(partner.loginUserInfo).toHaveBeenCalledTimes(1);
  });

  it('retries a 500 at most 3 times', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, partner } = fakeClient();
    partner.loginUserInfo.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, message: 'Request failed with status code 500' }),
    );
    renderHook(() => useLoginUserInfo(true), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(partner.loginUserInfo).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 6; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
      });
    }
    expect(partner.loginUserInfo).toHaveBeenCalledTimes(1 + API_MAX_RETRIES);
  });
});

describe('apiOnErrorRetry', () => {
  const config = {} as Parameters<typeof apiOnErrorRetry>[2];

  it.each([
    { name: '400', error: new ApiError({ kind: 'http', status: 400, message: 'x' }), retried: false },
    { name: '401', error: new ApiError({ kind: 'http', status: 401, message: 'x' }), retried: false },
    { name: '404', error: new ApiError({ kind: 'http', status: 404, message: 'x' }), retried: false },
    { name: 'aborted', error: new ApiError({ kind: 'aborted', message: 'x' }), retried: false },
    { name: 'parse', error: new ApiError({ kind: 'parse', message: 'x' }), retried: false },
    { name: '500', error: new ApiError({ kind: 'http', status: 500, message: 'x' }), retried: true },
    { name: 'timeout', error: new ApiError({ kind: 'timeout', message: 'x' }), retried: true },
    { name: 'network', error: new ApiError({ kind: 'network', message: 'x' }), retried: true },
  ])('$name: retried = $retried', ({ error, retried }) => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    apiOnErrorRetry(error, 'key', config, revalidate, { retryCount: 1, dedupe: true });
    vi.runAllTimers();
    expect(revalidate).toHaveBeenCalledTimes(retried ? 1 : 0);
  });

  it('stops after the third retry', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    const error = new ApiError({ kind: 'network', message: 'x' });
    apiOnErrorRetry(error, 'key', config, revalidate, { retryCount: 3, dedupe: true });
    apiOnErrorRetry(error, 'key', config, revalidate, { retryCount: 4, dedupe: true });
    vi.runAllTimers();
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 3, dedupe: true });
  });
});

describe('useLogin', () => {
  it('triggers client.partner.login with the credentials', async () => {
    const { client, partner } = fakeClient();
    const { result } = renderHook(() => useLogin(), { wrapper: wrapperFor(client) });
    let answer: SignInSession | undefined;
    await act(async () => {
      answer = await result.current.trigger({ email: 'a@b.co', password: 'pw' });
    });
    expect(answer).toEqual(loginResponse);
    expect(partner.login).toHaveBeenCalledWith({ email: 'a@b.co', password: 'pw' }, undefined);
    expect(result.current.data).toEqual(loginResponse);
  });

  it('passes its request options to every call', async () => {
    const { client, partner } = fakeClient();
    const { result } = renderHook(() => useLogin({ silent: true }), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.trigger({ email: 'a@b.co', password: 'pw' });
    });
    expect(partner.login).toHaveBeenCalledWith({ email: 'a@b.co', password: 'pw' }, { silent: true });
  });

  it('passes the rejection to the caller and exposes it as error', async () => {
    const { client, partner } = fakeClient();
    const failure = new ApiError({ kind: 'http', status: 401, message: 'Wrong password' });
    partner.login.mockRejectedValue(failure);
    const { result } = renderHook(() => useLogin(), { wrapper: wrapperFor(client) });
    await act(async () => {
      await expect(result.current.trigger({ email: 'a@b.co', password: 'x' })).rejects.toBe(failure);
    });
    expect(result.current.error).toBe(failure);
    expect(partner.login).toHaveBeenCalledTimes(1);
  });
});

describe('useLogout', () => {
  it('calls logout and drops the cached user info, even when the call fails', async () => {
    const { client, partner } = fakeClient();
    partner.logout.mockRejectedValue(new ApiError({ kind: 'network', message: 'offline' }));
    const { result } = renderHook(
      () => ({
        logout: useLogout(),
        info: useSWR(apiKeys.partner.loginUserInfo(), () => client.partner.loginUserInfo(), {
          revalidateOnMount: true,
        }),
      }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.info.data).toEqual(userInfo));
    await act(async () => {
      await result.current.logout.trigger().catch(() => undefined);
    });
    expect(partner.logout).toHaveBeenCalledTimes(1);
    expect(result.current.info.data).toBeUndefined();
  });

  it('revokes a token held in memory when given one, with the hook options', async () => {
    const { client, partner } = fakeClient();
    const { result } = renderHook(() => useLogout({ timeoutMs: 5000 }), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.trigger({ token: 'held-token' });
      await result.current.trigger();
    });
    expect(partner.logout).toHaveBeenNthCalledWith(1, {
      timeoutMs: 5000,
      headers: { Authorization: 'Token held-token' },
    });
    expect(partner.logout).toHaveBeenNthCalledWith(2, { timeoutMs: 5000 });
  });
});

describe('useAppVersion', () => {
  it('loads the version', async () => {
    const { client, meta } = fakeClient();
    const { result } = renderHook(() => useAppVersion(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data).toEqual({ version: '1.3.1' }));
    expect(meta.version).toHaveBeenCalledTimes(1);
  });
});
