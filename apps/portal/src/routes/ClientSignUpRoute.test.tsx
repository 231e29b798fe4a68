import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env.ts';
import { CurrentPath } from '../testing/session.tsx';

const { AppProviders } = await import('../app/providers.tsx');
const { AppRoutes, AriaRouting } = await import('../app/router.tsx');

const CREATED = {
  status: 200,
  message: 'Client user created successfully',
  token: 'client-token',
  uuid: 'c-1',
  user_role: 'client_user',
};

/** The whole router at /client-signup, with the reference server's answers faked. */
function renderClientSignUp(answer: unknown = CREATED) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/meta.json')) return Response.json({ version: env.version });
    if (url.pathname.endsWith('/finance/client-users-create/')) return Response.json(answer);
    if (url.pathname.endsWith('/partner/login-user-info/')) {
      return Response.json({
        status: 200,
        LogedInUserInfo: { fullname: 'Meera Iyer', email: 'meera@acme.test', uuid: 'c-1', all_roles: [] },
      });
    }
    return Response.json({ status: 200 });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    getToken: () => storage.get('token'),
    fetch,
  });
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <ApiProvider client={client}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/client-signup']}>
            <AriaRouting>
              <AppRoutes />
              <CurrentPath />
            </AriaRouting>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </AppProviders>,
  );
  return { fetch };
}

/** Lazily loaded modules may take a while on a busy machine. */
const LOAD = { timeout: 10_000 };

async function fillAndSubmit() {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Client Sign Up' }, LOAD);
  const box = (name: string) => within(form).getByRole('textbox', { name });
  await user.type(box('Associated Client'), 'Acme Retail');
  await user.type(box('Name'), 'Meera Iyer');
  await user.type(box('Phone'), '9123456780');
  await user.type(box('Email'), 'meera@acme.test');
  await user.type(box('Designation'), 'Store Manager');
  await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

afterEach(() => {
  localStorage.clear();
});

describe('ClientSignUpRoute (access §2 Client sign-up, §4, §6)', () => {
  it('stores the new client user’s session and ends on /client-project-list, not /portals', async () => {
    renderClientSignUp();
    await fillAndSubmit();
    await waitFor(() => expect(currentPath()).toBe('/client-project-list'), LOAD);
    expect(storage.get('token')).toBe('client-token');
    expect(storage.get('user_role')).toBe('client_user');
    // Access §6: client roles work in pmt.
    expect(storage.sessionPortal()).toBe('pmt');
    // The guard let the client user stay: still there once the layout has loaded.
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(currentPath()).toBe('/client-project-list');
  });

  it('without a session in the answer, stores nothing and leaves the guard to send the visitor on', async () => {
    renderClientSignUp({ status: 200, message: 'Client user created successfully' });
    await fillAndSubmit();
    await waitFor(() => expect(currentPath()).toBe('/portals'), LOAD);
    expect(storage.get('token')).toBeNull();
  });
});
