import { createApiClient, type ApiNotice } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { AppProviders } = await import('../app/providers.tsx');
const { PartnerLoginRoute } = await import('./PartnerLoginRoute.tsx');

type Answer = { status: number; json: unknown; headers?: Record<string, string> };
type Handler = (url: URL, body: unknown) => Answer;

const NUMBER = '9800000020';
const COMPANY = 'Demo Partner Services';

const LOGIN_DATA = {
  status: 200,
  message: 'Login successful!',
  data: {
    status: 200,
    token: 'passphrase-token',
    uuid: 'p-1',
    ticket_role: null,
    all_roles: [],
    user_role: 'partner',
    loged_in_to: 'orion',
  },
};

/** The reference server's answers for the happy path; a test overrides single paths. */
const defaults: Record<string, Handler> = {
  '/partner/fetch-partner-whatsapp/': () => ({ status: 200, json: { status: 200, company_name: COMPANY } }),
  '/partner/fetch-partner-by-email/': () => ({ status: 200, json: { status: 200, company_name: COMPANY } }),
  '/partner/send-passphrase-whatsapp/': () => ({
    status: 200,
    json: { status: 200, message: 'Passphrase sent to your WhatsApp number' },
  }),
  '/partner/email-passphrase/': () => ({
    status: 200,
    json: { status: 200, message: 'Passphrase sent to your email' },
  }),
  '/partner/whatsapp-passphrase/': () => ({ status: 200, json: LOGIN_DATA }),
  '/partner/verify-passphrase/': () => ({ status: 200, json: LOGIN_DATA }),
};

function renderRoute(overrides: Record<string, Handler> = {}, onError?: (notice: ApiNotice) => void) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api/, '');
    // The layout's demo-mode check (issue 16) is not what these tests are about.
    if (path === '/dev/demo-mode/') return Response.json({ status: 200, demo_mode: false });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path, body });
    const handler = overrides[path] ?? defaults[path];
    if (!handler) return Response.json({ status: 404, message: 'Not found' }, { status: 404 });
    const answer = handler(url, body);
    return Response.json(answer.json, { status: answer.status, headers: answer.headers });
  });
  const client = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => null, fetch, onError });
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
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={['/partner-login']}>
            <Routes>
              <Route path="/partner-login" element={<PartnerLoginRoute />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </AppProviders>,
  );
  return { user, calls };
}

const numberField = () => screen.getByRole('textbox', { name: /^WhatsApp number/ });
const alert = () =>
  within(screen.getByRole('form', { name: 'Partner Login' })).findByRole('alert', {}, { timeout: 5000 });

async function findCompany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(numberField(), NUMBER);
  await user.tab();
  expect(await screen.findByText(`Company: ${COMPANY}`, {}, { timeout: 5000 })).toBeInTheDocument();
}

afterEach(() => {
  window.localStorage.clear();
});

describe('PartnerLoginRoute', { timeout: 30_000 }, () => {
  it('looks up on blur, sends, verifies, stores the session for orion and lands on /detail/{uuid}', async () => {
    const { user, calls } = renderRoute();
    await findCompany(user);
    expect(calls.filter((c) => c.path === '/partner/fetch-partner-whatsapp/')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Passphrase sent to your WhatsApp number')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ path: '/partner/send-passphrase-whatsapp/', body: { phone: NUMBER } });
    expect(screen.getByRole('button', { name: /^Resend Passphrase in (60|59)s$/ })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Passphrase/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Passphrase' }));
    expect(await screen.findByRole('status', { name: 'Current path' }, { timeout: 5000 })).toHaveTextContent(
      '/detail/p-1',
    );
    expect(calls.at(-1)).toEqual({
      path: '/partner/whatsapp-passphrase/',
      body: { whatsapp_number: NUMBER, passphrase: '123456' },
    });
    expect(storage.get('token')).toBe('passphrase-token');
    expect(storage.get('user_role')).toBe('partner');
    expect(storage.sessionPortal()).toBe('orion');
  });

  it('does not look up fewer than 10 digits', async () => {
    const { user, calls } = renderRoute();
    await user.type(numberField(), '98000');
    await user.tab();
    expect(await screen.findByText('Enter a valid 10-digit number!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('an unknown number (404) shows the spec message and keeps the number', async () => {
    const { user } = renderRoute({
      '/partner/fetch-partner-whatsapp/': () => ({
        status: 404,
        json: { status: 404, message: 'WhatsApp No. not Registered!' },
      }),
    });
    await user.type(numberField(), '9111111111');
    await user.tab();
    expect(await alert()).toHaveTextContent('WhatsApp No. not Registered!');
    expect(numberField()).toHaveValue('9111111111');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('an unknown number (404) shows its message exactly once: in the form, not also as a toast', async () => {
    const { toastQueue } = await import('../lib/services.ts');
    const onError = vi.fn((notice: ApiNotice) => {
      toastQueue.show({ type: notice.type, message: notice.message, durationMs: notice.durationMs });
    });
    const { user } = renderRoute(
      {
        '/partner/fetch-partner-whatsapp/': () => ({
          status: 404,
          json: { status: 404, message: 'WhatsApp No. not Registered!' },
        }),
      },
      onError,
    );
    await user.type(numberField(), '9111111111');
    await user.tab();
    expect(await alert()).toHaveTextContent('WhatsApp No. not Registered!');
    expect(screen.getAllByText('WhatsApp No. not Registered!')).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('another lookup failure shows Failed to fetch company name', async () => {
    const { user } = renderRoute({
      '/partner/fetch-partner-whatsapp/': () => ({ status: 500, json: { message: 'boom' } }),
    });
    await user.type(numberField(), NUMBER);
    await user.tab();
    expect(await alert()).toHaveTextContent('Failed to fetch company name');
  });

  it('a 429 asks for the earlier passphrase and waits for Retry-After', async () => {
    const message = 'Please wait 42 seconds before requesting a new code.';
    const { user } = renderRoute({
      '/partner/send-passphrase-whatsapp/': () => ({
        status: 429,
        json: { status: 429, message },
        headers: { 'Retry-After': '42' },
      }),
    });
    await findCompany(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // Access §8: the server's message is a warning, not a 'Login failed' error.
    const warning = await screen.findByText(message);
    expect(warning.closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
    expect(
      within(screen.getByRole('form', { name: 'Partner Login' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Resend Passphrase in (42|41)s$/ })).toBeDisabled(),
    );
    expect(numberField()).toHaveValue(NUMBER);
  });

  it('a 500 on sending shows the send failure', async () => {
    const { user } = renderRoute({
      '/partner/send-passphrase-whatsapp/': () => ({ status: 500, json: { message: 'Internal' } }),
    });
    await findCompany(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await alert()).toHaveTextContent('Failed to send PhassPhrase! Try again.');
    expect(screen.queryByLabelText(/^Passphrase/)).not.toBeInTheDocument();
  });

  it.each([
    [400, 'Incorrect Passphrase!', 'Incorrect Passphrase!'],
    [
      400,
      'Passphrase has expired. Please request a new one.',
      'Passphrase has expired. Please request a new one.',
    ],
    [500, 'Internal', 'Error Login!'],
  ])('a verify answer %i %s shows %s and keeps the passphrase', async (status, message, shown) => {
    const { user } = renderRoute({
      '/partner/whatsapp-passphrase/': () => ({ status, json: { status, message } }),
    });
    await findCompany(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(await screen.findByLabelText(/^Passphrase/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Passphrase' }));
    expect(await alert()).toHaveTextContent(shown);
    expect(screen.getByLabelText(/^Passphrase/)).toHaveValue('000000');
    expect(storage.get('token')).toBeNull();
  });

  it('by e-mail: looks up, Use Passphrase sends by e-mail, verifies with the e-mail', async () => {
    const { user, calls } = renderRoute();
    await user.click(screen.getByRole('link', { name: 'Login with email' }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'partner@demo.test');
    await user.tab();
    expect(await screen.findByText(`Company: ${COMPANY}`, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Passphrase' }));
    expect(await screen.findByText('Passphrase sent to your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Passphrase/), '654321');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: 'Current path' }, { timeout: 5000 })).toHaveTextContent(
      '/detail/p-1',
    );
    expect(calls.at(-1)).toEqual({
      path: '/partner/verify-passphrase/',
      body: { email: 'partner@demo.test', passphrase: '654321' },
    });
  });
});
