import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env.ts';

const { AppProviders } = await import('./providers.tsx');
const { AriaRouting } = await import('./router.tsx');
const { RouteErrorBoundary } = await import('./RouteErrorBoundary.tsx');

/** Whether {@link Flaky} throws on its next render. */
let failing = true;
let renders = 0;

/** A route screen that fails to render while `failing` is set. */
function Flaky() {
  renders += 1;
  if (failing) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <h1>Ticket list</h1>;
}

function renderBoundary({
  child = <Flaky />,
  reload = vi.fn(),
  standalone = false,
}: { child?: React.ReactNode; reload?: () => void; standalone?: boolean } = {}) {
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  const client = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 'secret-token', fetch });
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={['/detail/5f2c9e7a-partner']}>
          <AriaRouting>
            <RouteErrorBoundary routePath="/detail/:uuid" standalone={standalone} reload={reload}>
              {child}
            </RouteErrorBoundary>
          </AriaRouting>
        </MemoryRouter>
      </ApiProvider>
    </AppProviders>,
  );
  return { fetch, reload };
}

beforeEach(() => {
  failing = true;
  renders = 0;
  // React reports caught render errors on the console; the test reads the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary (issue 20; operations §2 Shell: the 500 page)', () => {
  it('shows the 500 page in place of a route that throws, with Try again and Go to Home', () => {
    renderBoundary();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('500Sorry, server goes wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Ticket list' })).not.toBeInTheDocument();
  });

  it('is a page of its own (main, h1) for a public route', () => {
    renderBoundary({ standalone: true });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, server goes wrong.');
  });

  it('Try again renders the route afresh', async () => {
    const { reload } = renderBoundary();
    const rendersBefore = renders;
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ticket list' })).toBeVisible();
    expect(renders).toBeGreaterThan(rendersBefore);
    expect(screen.queryByText('Sorry, server goes wrong.')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports the error once: message, stack, route pattern and version; no URL, token or ids', async () => {
    const { fetch } = renderBoundary();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/client-errors/');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body).toEqual({
      message: "Cannot read properties of undefined (reading 'map')",
      stack: expect.stringContaining('TypeError'),
      route: '/detail/:uuid',
      app_version: env.version,
    });
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(JSON.stringify(body)).not.toContain('5f2c9e7a-partner');
  });

  it('loads the page again when the route’s script failed to load (a new render cannot mend that)', async () => {
    function Unloadable(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/TicketListRoute.js');
    }
    const { reload } = renderBoundary({ child: <Unloadable /> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
