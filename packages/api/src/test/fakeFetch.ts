import { vi } from 'vitest';
import type { FetchLike } from '../client/types.ts';
import type { LoggedInUserInfo, LoginUserInfoResponse } from '../resources/partner.ts';

/** One recorded call of the fake fetch. */
export interface FetchCall {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** A JSON `Response`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A fake `fetch` that answers with `respond(url, init)` and records every call.
 * No network is ever touched.
 */
export function createFakeFetch(
  respond: (url: string, init: RequestInit) => Response | Promise<Response> = () =>
    jsonResponse({ status: 200 }),
) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    calls.push({ url, init, headers: new Headers(init.headers) });
    return respond(url, init);
  });
  return { fetch, calls };
}

/** A response promise that never settles unless the request's signal aborts (then it rejects). */
export function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init.signal;
    const abort = () => {
      const error = new Error('This operation was aborted');
      error.name = 'AbortError';
      reject(error);
    };
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** A logged-in user info answer (a pending partner) shared by the client and hook tests. */
export const userInfoFixture: LoginUserInfoResponse = {
  status: 200,
  LogedInUserInfo: {
    fullname: 'Asha Rao',
    email: 'asha@example.com',
    uuid: 'u-1',
    phone: '9876543210',
    status: 'pending',
    all_roles: ['partner'],
  },
};

/** {@link userInfoFixture} as `client.partner.loginUserInfo()` resolves it. */
export const userInfo: LoggedInUserInfo = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  uuid: 'u-1',
  phone: '9876543210',
  status: 'pending',
  allRoles: ['partner'],
};
