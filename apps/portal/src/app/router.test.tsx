import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../config/env.ts';
import { CurrentPath, signInAs } from '../testing/session.tsx';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

const { AppProviders } = await import('./providers.tsx');
const { AppRoutes, AriaRouting } = await import('./router.tsx');

/** Answers the logged-in user info and version calls; nothing touches the network. */
const fakeFetch = vi.fn(async (url: string) => {
  // The layout's update check (GET /meta.json?t=...): the portal is up to date.
  if (new URL(url).pathname.endsWith('/meta.json')) return Response.json({ version: env.version });
  if (url.endsWith('/partner/login-user-info/')) {
    return Response.json({
      status: 200,
      LogedInUserInfo: {
        fullname: 'Test User',
        email: 'test@demo.test',
        uuid: 'u-1',
        phone: '9999999999',
        status: 'active',
        all_roles: [],
      },
    });
  }
  return Response.json({ status: 200 });
});

const client = createApiClient({
  baseUrl: 'http://api.test',
  getToken: () => storage.get('token'),
  fetch: fakeFetch,
});

function renderAt(url: string) {
  return render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <AriaRouting>
            <AppRoutes />
            <CurrentPath />
          </AriaRouting>
        </MemoryRouter>
      </ApiProvider>
    </AppProviders>,
  );
}

/** Lazily loaded modules may take a while on a busy machine. */
const LOAD = { timeout: 10_000 };

const currentPath = () => screen.getByRole('status', { name: 'Current path' });
const pageTitle = () => screen.findByRole('heading', { level: 1 }, LOAD);
const chooser = () => screen.findByRole('heading', { level: 1, name: 'Choose your portal' }, LOAD);

/** Waits until the router has settled on `path`. */
const arrivesAt = (path: string) => waitFor(() => expect(currentPath().textContent).toBe(path), LOAD);

describe('the router applies the route table (MemoryRouter)', () => {
  it('sends a signed-out visitor of a work area to /portals', async () => {
    renderAt('/records');
    await arrivesAt('/portals');
    expect(await chooser()).toBeVisible();
  });

  it('remembers a rate page opened while signed out', async () => {
    renderAt('/rate/abc123');
    await chooser();
    expect(storage.get('rateId')).toBe('abc123');
  });

  it('ignores a rate id that is not a plain id', async () => {
    renderAt('/rate/..%2Fevil');
    await chooser();
    expect(localStorage.getItem('rateId')).toBeNull();
  });

  it('remembers partner-plans opened while signed out', async () => {
    renderAt('/partner-plans');
    await chooser();
    expect(storage.get('partnerPlans')).toBe(true);
  });

  it('sends a signed-out visitor of account-options to /signin', async () => {
    renderAt('/account-options');
    await arrivesAt('/signin');
    expect(await screen.findByRole('textbox', { name: 'Email' }, LOAD)).toBeInTheDocument();
  });

  it("sends another role's route to /not-found", async () => {
    signInAs('qc');
    renderAt('/finance');
    await arrivesAt('/not-found');
    expect(await pageTitle()).toHaveTextContent('Page not found!');
  });

  it('sends a refused role of partner-plans to /portals', async () => {
    signInAs('agent', 'orion');
    renderAt('/partner-plans');
    await arrivesAt('/portals');
    expect(await chooser()).toBeVisible();
  });

  it('shows an allowed landing route with its title and its own screen', async () => {
    signInAs('finance_user', 'fc');
    renderAt('/finance');
    expect(await pageTitle()).toHaveTextContent('Verify KYC');
    // The KYC verification queue (issue 14), not the 'Signed in as' overview.
    expect(await screen.findByRole('searchbox', { name: 'Search partners' }, LOAD)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Signed in as' })).not.toBeInTheDocument();
  });

  it('shows a route the spec does not describe with its title and an honest empty state', async () => {
    signInAs('coordinator');
    renderAt('/coordinator-project-list');
    expect(await pageTitle()).toHaveTextContent('Coordinator Project List');
    expect(await screen.findByText('This screen is not specified yet.', {}, LOAD)).toBeVisible();
    expect(currentPath()).toHaveTextContent(/^\/coordinator-project-list$/);
  });

  it('says a described screen is not built yet', async () => {
    signInAs('coordinator');
    renderAt('/create-techlocal-ticket');
    expect(await pageTitle()).toHaveTextContent('Create Techlocal Ticket');
    expect(await screen.findByText('This screen is not available yet.', {}, LOAD)).toBeVisible();
  });

  it('forgets a remembered rate page once an allowed user reaches it', async () => {
    signInAs('project_manager');
    storage.set('rateId', 'r-1');
    renderAt('/rate/r-1');
    expect(await pageTitle()).toHaveTextContent('Rate');
    expect(storage.get('rateId')).toBeNull();
  });

  it('renders the public questionnaire list on its own page, with the portal frame', async () => {
    renderAt('/questionnaires');
    expect(await screen.findByRole('heading', { level: 2, name: 'Questionnaires' }, LOAD)).toBeVisible();
    expect(currentPath()).toHaveTextContent(/^\/questionnaires$/);
  });

  it("renders /client as the 'Join the club' sign-in, linking to sign-up and client sign-up", async () => {
    renderAt('/client');
    // Access §2 'Sign-in': "A link leads to sign-up and, on the 'Join the club' variant, to /client-signup".
    const form = await screen.findByRole('form', { name: 'Join the club' }, LOAD);
    expect(within(form).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(form).getByRole('link', { name: 'Sign up as a client' })).toHaveAttribute(
      'href',
      '/client-signup',
    );
    expect(screen.queryByText('This screen is not specified yet.')).not.toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/client$/);
  });

  it('renders /signin as the plain sign-in, without the client sign-up link', async () => {
    renderAt('/signin');
    const form = await screen.findByRole('form', { name: 'Sign In' }, LOAD);
    expect(within(form).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(form).queryByRole('link', { name: 'Sign up as a client' })).not.toBeInTheDocument();
  });

  it("links the client sign-up back to /client (access §2 'Client sign-up')", async () => {
    renderAt('/client-signup');
    expect(await screen.findByRole('link', { name: 'Back to client login' }, LOAD)).toHaveAttribute(
      'href',
      '/client',
    );
  });

  it('sends a signed-in visitor of /client on to the landing route of the stored role, like /signin', async () => {
    signInAs('client_user');
    renderAt('/client');
    // Access §2 'Sign-in', §4 'Already signed in', §6: client_user lands on /client-project-list.
    await arrivesAt('/client-project-list');
    expect(await pageTitle()).toHaveTextContent('Client Project List');
  });

  it('renders the privacy policy and the terms on their public routes', async () => {
    renderAt('/privacy-policy');
    expect(await screen.findByRole('article', { name: 'Privacy Policy' }, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request account deletion' })).toHaveAttribute(
      'href',
      '/account-deletion',
    );
    cleanup();
    renderAt('/terms-and-conditions');
    expect(await screen.findByRole('article', { name: 'Terms and Conditions' }, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('renders the account deletion screen at /account-deletion', async () => {
    renderAt('/account-deletion');
    expect(await screen.findByRole('heading', { level: 2, name: 'Account Deletion' }, LOAD)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Login to Continue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('renders the sign-up, password and sign-up success screens on their public routes', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('form', { name: 'Sign Up' }, LOAD)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Who referred you?' })).toBeInTheDocument();
  });

  it('renders the reset form at /reset-password and says when the link has no token', async () => {
    renderAt('/reset-password');
    const form = await screen.findByRole('form', { name: 'Reset password' }, LOAD);
    expect(form).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });

  it('shows the 404 page for a path no route has', async () => {
    renderAt('/no-such-page');
    expect(await pageTitle()).toHaveTextContent('Oops, an error has occurred. Page not found!');
  });
});
