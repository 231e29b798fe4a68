import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeById, type RouteId } from '../config/routes.ts';
import { CurrentPath, signInAs } from '../testing/session.tsx';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

const { AppProviders } = await import('../app/providers.tsx');
const { SignInRoute, SIGNED_IN_REDIRECT_DELAY_MS } = await import('./SignInRoute.tsx');

/**
 * Renders the sign-in module of route `id` (/signin or /client) at its path, synchronously (no lazy
 * module), so the redirect timer starts during `render` and fake timers decide when it fires.
 */
function renderSignIn(id: Extract<RouteId, 'signIn' | 'client'>) {
  const route = routeById(id);
  return render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <MemoryRouter initialEntries={[route.path]}>
        <Routes>
          <Route path={route.path} element={<SignInRoute route={route} />} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

/** Moves the fake clock on by `ms`, letting React commit what the timers did. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SignInRoute: a visitor already signed in (access §2 Sign-in, §4, §9)', () => {
  it('waits 100 ms', () => {
    expect(SIGNED_IN_REDIRECT_DELAY_MS).toBe(100);
  });

  it.each([
    ['signIn', '/signin'],
    ['client', '/client'],
  ] as const)(
    'on %s (%s) is not redirected at 99 ms, and is sent to the stored role’s landing route at 100 ms',
    (id, path) => {
      signInAs('finance_user', 'fc');
      renderSignIn(id);
      expect(currentPath()).toBe(path);

      advance(SIGNED_IN_REDIRECT_DELAY_MS - 1);
      expect(currentPath()).toBe(path);

      advance(1);
      // Access §6: finance_user lands on /finance.
      expect(currentPath()).toBe('/finance');
    },
  );

  it('goes where the stored role and portal lead (admin: /tasks after pmt, otherwise /records)', () => {
    signInAs('admin', 'pmt');
    const { unmount } = renderSignIn('signIn');
    advance(SIGNED_IN_REDIRECT_DELAY_MS - 1);
    expect(currentPath()).toBe('/signin');
    advance(1);
    expect(currentPath()).toBe('/tasks');
    unmount();

    signInAs('admin', 'orion');
    renderSignIn('signIn');
    advance(SIGNED_IN_REDIRECT_DELAY_MS);
    expect(currentPath()).toBe('/records');
  });

  it('keeps a signed-out visitor on the sign-in form', () => {
    renderSignIn('signIn');
    advance(SIGNED_IN_REDIRECT_DELAY_MS * 10);
    expect(currentPath()).toBe('/signin');
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });
});
