import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { UpdatePrompt } from '@partner-portal/forms/update';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateReadyListener } from './serviceWorker.ts';

/** The service worker's announcements, driven by the test. */
const worker = vi.hoisted(() => ({ listeners: new Set<UpdateReadyListener>() }));
vi.mock('./serviceWorker.ts', () => ({
  onServiceWorkerUpdate: (listener: UpdateReadyListener) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
}));

const { AppProviders } = await import('../app/providers.tsx');
const { useUpdateCheck } = await import('./useUpdateCheck.ts');
type Options = Parameters<typeof useUpdateCheck>[0];

function Harness({ options }: { options: Options }) {
  return <UpdatePrompt {...useUpdateCheck(options)} />;
}

function renderCheck(meta: () => Response, options: Options = {}) {
  const fetch = vi.fn(async (input: string) =>
    new URL(input, 'http://localhost').pathname === '/meta.json' ? meta() : Response.json({ status: 200 }),
  );
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <ApiProvider client={client}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <Harness options={options} />
        </SWRConfig>
      </ApiProvider>
    </AppProviders>,
  );
  return { fetch };
}

const prompt = () => screen.findByRole('alertdialog', { name: 'A new version is available' });

afterEach(() => {
  worker.listeners.clear();
  vi.restoreAllMocks();
});

describe('useUpdateCheck', () => {
  it('on confirm clears caches, stores the acknowledged version and reloads with ?t=', async () => {
    const user = userEvent.setup();
    const caches = {
      keys: vi.fn(async () => ['workbox-precache', 'other']),
      delete: vi.fn(async (name: string) => name !== ''),
    };
    const replace = vi.fn();
    renderCheck(() => Response.json({ version: '1.4.0' }), {
      effects: { caches, replace, currentUrl: 'https://portal.test/tasks?x=1', now: () => 1234 },
    });
    const dialog = within(await prompt());
    expect(dialog.getByText('Reload to use version 1.4.0.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://portal.test/tasks?x=1&t=1234'));
    expect(caches.delete.mock.calls.map(([name]) => name)).toEqual(['workbox-precache', 'other']);
    expect(storage.get('acknowledgedVersion')).toBe('1.4.0');
  });

  it("'Later' closes the prompt without reloading or acknowledging", async () => {
    const user = userEvent.setup();
    const replace = vi.fn();
    renderCheck(() => Response.json({ version: '1.4.0' }), { effects: { replace } });
    await user.click(within(await prompt()).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(replace).not.toHaveBeenCalled();
    expect(storage.get('acknowledgedVersion')).toBeNull();
  });

  it('logs a failed check and treats the portal as up to date', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch } = renderCheck(() => new Response('nope', { status: 500 }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('update check failed'), expect.anything()),
    );
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask for an older served version', async () => {
    // A fake clock that also follows real time (waitFor polls as usual): the 50 ms pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetch } = renderCheck(() => Response.json({ version: '1.2.9' }));
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks when a new service worker waits, and confirm activates it', async () => {
    const user = userEvent.setup();
    const { fetch } = renderCheck(() => Response.json({ version: '1.3.1' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const apply = vi.fn();
    for (const listener of worker.listeners) listener(apply);
    const dialog = within(await prompt());
    expect(dialog.getByText('Reload to use the new version.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
