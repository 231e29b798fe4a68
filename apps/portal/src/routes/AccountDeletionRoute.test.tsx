import { createApiClient, type ApiNotice } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { AppProviders } = await import('../app/providers.tsx');
const { AccountDeletionRoute } = await import('./AccountDeletionRoute.tsx');

type Answer = { status: number; json: unknown } | 'offline' | 'hang';
type Handler = (init: RequestInit | undefined) => Answer;

const EMAIL = 'partner@demo.test';
const PASSWORD = 'demo-pass-2026';
const LOGIN = {
  status: 200,
  token: 'deletion-token',
  uuid: 'p-1',
  ticket_role: null,
  all_roles: [],
  user_role: 'partner',
  message: 'Login successful!',
  fullname: 'Demo Partner',
  email: EMAIL,
};

const defaults: Record<string, Handler> = {
  '/partner/login/': () => ({ status: 200, json: LOGIN }),
  '/partner/account-deletion-request/': () => ({
    status: 200,
    json: { status: 200, message: 'Account Deletion Requested' },
  }),
};

function renderRoute(overrides: Record<string, Handler> = {}, timeoutMs = 30_000) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api/, '');
    // The layout's demo-mode check (issue 16) is not what these tests are about.
    if (path === '/dev/demo-mode/') return Response.json({ status: 200, demo_mode: false });
    calls.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
    const answer = (overrides[path] ?? defaults[path])?.(init);
    if (!answer) return Response.json({ status: 404, message: 'Not found' }, { status: 404 });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }
    return Response.json(answer.json, { status: answer.status });
  });
  const notices: ApiNotice[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    getToken: () => storage.get('token'),
    fetch,
    timeoutMs,
    onError: (notice) => notices.push(notice),
  });
  function Where() {
    return <output aria-label="Current path">{useLocation().pathname}</output>;
  }
  const user = userEvent.setup();
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={['/account-deletion']}>
          <Routes>
            <Route path="/account-deletion" element={<AccountDeletionRoute />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    </AppProviders>,
  );
  return { user, calls, notices };
}

const loginForm = () => screen.getByRole('form', { name: 'Login to Continue' });

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(loginForm()).getByRole('textbox', { name: /^Email/ }), EMAIL);
  await user.type(within(loginForm()).getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
  await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
}

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Request Account Deletion' }, { timeout: 5000 }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  return dialog;
}

afterEach(() => {
  window.localStorage.clear();
});

describe('AccountDeletionRoute', { timeout: 30_000 }, () => {
  it('logs in, shows the account, requests the deletion with that token, clears storage and goes to /portals', async () => {
    storage.set('rateId', 'r-1');
    storage.set('locale', 'en');
    const { user, calls, notices } = renderRoute();
    await logIn(user);
    expect(await screen.findByText('Demo Partner', {}, { timeout: 5000 })).toBeInTheDocument();
    // The sign-in of this screen is kept in memory, not stored.
    expect(storage.get('token')).toBeNull();
    await confirmDeletion(user);
    expect(await screen.findByRole('status', { name: 'Current path' }, { timeout: 5000 })).toHaveTextContent(
      '/portals',
    );
    expect(calls.map((call) => call.path)).toEqual(['/partner/login/', '/partner/account-deletion-request/']);
    expect(calls[1]?.authorization).toBe('Token deletion-token');
    expect(storage.get('rateId')).toBeNull();
    expect(storage.get('locale')).toBe('en');
    expect(await screen.findByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Account Deletion Requested',
    );
    expect(notices).toEqual([]);
  });

  it('a refused login (401) shows the server message once and keeps what was typed', async () => {
    const { user, notices } = renderRoute({
      '/partner/login/': () => ({
        status: 401,
        json: { status: 401, message: 'Invalid email or password.' },
      }),
    });
    await logIn(user);
    expect(await within(loginForm()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Invalid email or password.',
    );
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
    expect(notices).toEqual([]);
    expect(within(loginForm()).getByRole('textbox', { name: /^Email/ })).toHaveValue(EMAIL);
  });

  it('a login that cannot reach the server shows the network text', async () => {
    const { user } = renderRoute({ '/partner/login/': () => 'offline' });
    await logIn(user);
    expect(await within(loginForm()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Network Unavailable, Please check your internet connection.',
    );
  });

  it.each([
    [
      'a 4xx with a message',
      { status: 409, json: { status: 409, message: 'A request is already open.' } },
      'A request is already open.',
    ],
    [
      'a 5xx',
      { status: 500, json: { status: 500, message: 'Internal Server Error' } },
      'Error Requesting Account Deletion!',
    ],
    [
      'a body status other than 200',
      { status: 200, json: { status: 400, message: 'Not allowed for this account.' } },
      'Not allowed for this account.',
    ],
    ['no network', 'offline', 'Network Unavailable, Please check your internet connection.'],
  ] as const)(
    '%s keeps the dialog open with its text and the storage untouched',
    async (_name, answer, text) => {
      storage.set('rateId', 'r-1');
      const { user } = renderRoute({ '/partner/account-deletion-request/': () => answer });
      await logIn(user);
      const dialog = await confirmDeletion(user);
      expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(text);
      expect(screen.getByRole('alertdialog', { name: 'Warning' })).toBeInTheDocument();
      expect(storage.get('rateId')).toBe('r-1');
      expect(screen.queryByRole('status', { name: 'Current path' })).not.toBeInTheDocument();
    },
  );

  it('a request that never answers times out with the shared text', async () => {
    const { user } = renderRoute({ '/partner/account-deletion-request/': () => 'hang' }, 300);
    await logIn(user);
    const dialog = await confirmDeletion(user);
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The request timed out. Please try again.',
    );
  });

  it('a 401 on the request returns to the login with the server message', async () => {
    const { user } = renderRoute({
      '/partner/account-deletion-request/': () => ({
        status: 401,
        json: { status: 401, message: 'Token has expired.' },
      }),
    });
    await logIn(user);
    await confirmDeletion(user);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent('Token has expired.');
  });

  it("'Not you?' revokes the abandoned sign-in and returns to the login", async () => {
    const { user, calls } = renderRoute({
      '/partner/logout/': () => ({ status: 200, json: { status: 200 } }),
    });
    await logIn(user);
    await user.click(
      await screen.findByRole('button', { name: 'Not you? Log in with another account' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('form', { name: 'Login to Continue' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ path: '/partner/logout/', authorization: 'Token deletion-token' }),
    );
  });
});
