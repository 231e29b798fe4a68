import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteModule, RouteModuleProps } from '../config/routes.ts';
import type * as routeModulesFile from './routeModules.ts';

type RouteModulesExports = typeof routeModulesFile;

/** Whether the privacy policy module throws on its next render. */
const state = vi.hoisted(() => ({ failing: true }));

// The route modules as the app has them, but /privacy-policy's throws while `state.failing` is set.
vi.mock('./routeModules.ts', async (importOriginal) => {
  const original = await importOriginal<RouteModulesExports>();
  function BrokenPrivacyPolicy() {
    if (state.failing) throw new Error('privacy policy failed to render');
    return <h2>Privacy policy rendered</h2>;
  }
  const modules = new Map<RouteModule, ComponentType<RouteModuleProps>>(original.routeModules);
  modules.set('PrivacyPolicyRoute', BrokenPrivacyPolicy);
  return { ...original, routeModules: modules };
});

const { AppProviders } = await import('./providers.tsx');
const { AppRoutes, AriaRouting } = await import('./router.tsx');

afterEach(() => {
  vi.restoreAllMocks();
  state.failing = true;
});

describe('the router wraps every route in its error boundary (issue 20)', () => {
  it('a route that throws shows the 500 page and reports it; Try again renders the route again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => null, fetch });
    render(
      <AppProviders
        initialLocale="en"
        initialMessages={{}}
        appearance={{
          themeType: 'lite',
          colorScheme: DEFAULT_COLOR_SCHEME,
          navStyle: null,
          layoutType: null,
        }}
      >
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={['/privacy-policy']}>
            <AriaRouting>
              <AppRoutes />
            </AriaRouting>
          </MemoryRouter>
        </ApiProvider>
      </AppProviders>,
    );
    // A public route: the 500 page is a page of its own.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '500Sorry, server goes wrong.',
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({
      message: 'privacy policy failed to render',
      route: '/privacy-policy',
    });

    state.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Privacy policy rendered' })).toBeVisible();
    expect(screen.queryByText('Sorry, server goes wrong.')).not.toBeInTheDocument();
  });
});
