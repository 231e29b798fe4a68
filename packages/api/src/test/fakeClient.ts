import { vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch } from './fakeFetch.ts';

/** A client on a fake fetch answering with `respond`, with its recorded calls and `onError` spy. */
export function clientWith(respond: Parameters<typeof createFakeFetch>[0], timeoutMs?: number) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://portal.example/api',
    getToken: () => 'tok',
    fetch,
    onError,
    timeoutMs,
  });
  return { client, calls, onError };
}

/** The calls as 'METHOD url'. */
export const callLines = (calls: { url: string; init: RequestInit }[]) =>
  calls.map((call) => `${call.init.method} ${call.url}`);

/** The write calls as [method, path, JSON body]. */
export const writeLines = (calls: { url: string; init: RequestInit }[]) =>
  calls.map((call) => [
    call.init.method,
    call.url.replace('https://portal.example/api', ''),
    JSON.parse(String(call.init.body)),
  ]);

/** An empty page. */
export const emptyPage = { status: 200, results: [], count: 0 };
