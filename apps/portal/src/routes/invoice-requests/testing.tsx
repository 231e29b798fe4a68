import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import type { Role } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';

/** One recorded call of the fake API: method, path, query and JSON body. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers one call of the fake API (a `Response`, or a thrown error for a network failure). */
export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

/** Calls to this path never answer (to test the time-out), '' for none. */
let hangPath = '';
/** Makes calls to `path` hang until the client's time-out aborts them ('' for none). */
export function hang(path: string): void {
  hangPath = path;
}

/** A JSON error answer the way the reference server words it. */
export const failWith = (status: number, message?: string): Response =>
  Response.json(message ? { status, message } : { status }, { status });

/**
 * Renders a finance route module signed in as `role`, with the app's providers (intl, theme,
 * toasts), a fresh SWR cache without retries and an API client whose fetch is `handler`.
 */
export function renderFinanceRoute(
  ui: ReactElement,
  role: Role,
  handler: FakeHandler,
  { path = '/', timeoutMs }: { path?: string; timeoutMs?: number } = {},
) {
  storage.set('token', 'test-token');
  storage.set('user_role', role);
  storage.set('all_roles', []);
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (hangPath !== '' && call.path === hangPath) {
      // Never answers: only the client's time-out (an abort) ends it.
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }
    return handler(call);
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'test-token',
    fetch,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  const result = render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ApiProvider>
      </SWRConfig>
    </AppProviders>,
  );
  return { calls, fetch, user: userEvent.setup(), ...result };
}

/** A list answer of the reference server. */
export const listAnswer = <T,>(results: T[], count = results.length): Response =>
  Response.json({ status: 200, results, count });

/** An invoice request row as GET /finance/invoice-request/ answers it (the server's words). */
export function requestRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 3,
    request_number: 'IR-000003',
    partner: { id: 7, uuid: 'p-7', name: 'Rao Field Services', city: 'Mumbai', email: 'rao@partners.test' },
    status: 'pending',
    amount: 2050.5,
    work_order_count: 2,
    remarks: 'Work orders of Mumbai',
    review_remarks: '',
    created_at: '2026-01-16T09:00:00.000Z',
    reviewed_at: null,
    invoice_number: null,
    invoice_status: 'none',
    sent_count: 0,
    last_sent_at: null,
    ...overrides,
  };
}
