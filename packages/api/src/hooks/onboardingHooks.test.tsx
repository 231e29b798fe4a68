import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createApiClient, type ApiClient } from '../client/createApiClient.ts';
import type { ApiNotice } from '../client/types.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { apiKeys } from '../keys.ts';
import { ApiProvider } from './ApiProvider.tsx';
import { swrConfig } from './swrConfig.ts';
import { useCompanyByEmail, useCompanyByWhatsApp } from './useCompanyLookup.ts';
import { usePinLookup } from './usePinLookup.ts';
import { useReferredByListing } from './useReferredByListing.ts';

function fakeClient() {
  const partner = {
    referredByListing: vi.fn<ApiClient['partner']['referredByListing']>(async () => ['Meera Iyer']),
    fetchPartnerByEmail: vi.fn<ApiClient['partner']['fetchPartnerByEmail']>(async () => ({
      companyName: 'Demo Partner Services',
    })),
    fetchPartnerWhatsapp: vi.fn<ApiClient['partner']['fetchPartnerWhatsapp']>(async () => ({
      companyName: 'Demo Partner Services',
    })),
  };
  const pinLookup = {
    postOffices: vi.fn<ApiClient['pinLookup']['postOffices']>(async () => [
      { district: 'Pune', state: 'Maharashtra', country: 'India' },
    ]),
  };
  return { client: { partner, pinLookup } as unknown as ApiClient, partner, pinLookup };
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

// Every timer (SWR's retries included) runs on a fake clock that also follows real time, so
// waitFor polls as usual and `idle` lets 20 ms pass at once instead of sleeping.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const idle = () => act(() => vi.advanceTimersByTimeAsync(20));

describe('onboarding keys', () => {
  it('are tuples', () => {
    expect(apiKeys.partner.referredByListing()).toEqual(['partner', 'referred-by-listing']);
    expect(apiKeys.partner.fetchPartnerByEmail('a@b.co')).toEqual([
      'partner',
      'fetch-partner-by-email',
      'a@b.co',
    ]);
    expect(apiKeys.partner.fetchPartnerWhatsapp('9800000020')).toEqual([
      'partner',
      'fetch-partner-whatsapp',
      '9800000020',
    ]);
    expect(apiKeys.pinLookup.postOffices('411001')).toEqual(['pin-lookup', '411001']);
  });
});

describe('useReferredByListing', () => {
  it('loads the names', async () => {
    const { client, partner } = fakeClient();
    const { result } = renderHook(() => useReferredByListing(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data).toEqual(['Meera Iyer']));
    expect(partner.referredByListing).toHaveBeenCalledTimes(1);
  });
});

describe('usePinLookup', () => {
  it('fetches only for 6 digits', async () => {
    const { client, pinLookup } = fakeClient();
    const { result, rerender } = renderHook(({ pin }: { pin: string | null }) => usePinLookup(pin), {
      wrapper: wrapperFor(client),
      initialProps: { pin: '41100' },
    });
    await idle();
    expect(pinLookup.postOffices).not.toHaveBeenCalled();
    rerender({ pin: '411001' });
    await waitFor(() => expect(result.current.data?.[0]?.district).toBe('Pune'));
    expect(pinLookup.postOffices).toHaveBeenCalledWith('411001');
  });

  it('does not retry a 404', async () => {
    const { client, pinLookup } = fakeClient();
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      message: 'No location data found for the provided PIN code.',
    });
    pinLookup.postOffices.mockRejectedValue(notFound);
    const { result } = renderHook(() => usePinLookup('000000'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.error).toBe(notFound));
    await idle();
    expect(pinLookup.postOffices).toHaveBeenCalledTimes(1);
  });
});

describe('company lookups', () => {
  it('useCompanyByWhatsApp waits for 10 digits', async () => {
    const { client, partner } = fakeClient();
    const { result, rerender } = renderHook(({ n }: { n: string | null }) => useCompanyByWhatsApp(n), {
      wrapper: wrapperFor(client),
      initialProps: { n: '980000002' as string | null },
    });
    await idle();
    expect(partner.fetchPartnerWhatsapp).not.toHaveBeenCalled();
    rerender({ n: '9800000020' });
    await waitFor(() => expect(result.current.data?.companyName).toBe('Demo Partner Services'));
    expect(partner.fetchPartnerWhatsapp).toHaveBeenCalledWith('9800000020', { silent: false });
  });

  it('useCompanyByEmail skips null and reports a 404', async () => {
    const { client, partner } = fakeClient();
    const missing = new ApiError({ kind: 'http', status: 404, message: 'Email not Registered!' });
    partner.fetchPartnerByEmail.mockRejectedValue(missing);
    const { result, rerender } = renderHook(({ e }: { e: string | null }) => useCompanyByEmail(e), {
      wrapper: wrapperFor(client),
      initialProps: { e: null as string | null },
    });
    await idle();
    expect(partner.fetchPartnerByEmail).not.toHaveBeenCalled();
    rerender({ e: 'x@y.co' });
    await waitFor(() => expect(result.current.error).toBe(missing));
    expect(partner.fetchPartnerByEmail).toHaveBeenCalledWith('x@y.co', { silent: false });
  });

  it.each([
    ['useCompanyByWhatsApp', (silent?: boolean) => useCompanyByWhatsApp('9111111111', { silent })],
    ['useCompanyByEmail', (silent?: boolean) => useCompanyByEmail('nobody@example.com', { silent })],
  ] as const)('%s reports a 404 to onError unless silent', async (_name, useLookup) => {
    const { fetch } = createFakeFetch(() =>
      jsonResponse({ status: 404, message: 'WhatsApp No. not Registered!' }, 404),
    );
    const notices: ApiNotice[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      getToken: () => null,
      fetch,
      onError: (notice) => notices.push(notice),
    });
    const silent = renderHook(() => useLookup(true), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(silent.result.current.error?.status).toBe(404));
    await idle();
    expect(notices).toEqual([]);

    const loud = renderHook(() => useLookup(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(loud.result.current.error?.status).toBe(404));
    await idle();
    expect(notices.map((notice) => notice.message)).toEqual(['WhatsApp No. not Registered!']);
  });
});
