import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../config/env.ts';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

/** jsdom draws nothing: stand-ins for the signature pad library and the canvas context. */
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    clear() {}
    on() {}
    off() {}
    fromDataURL() {
      return Promise.resolve();
    }
  },
}));

beforeEach(() => {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (target[key] ??= key === 'measureText' ? () => ({ width: 10 }) : () => undefined),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});

const { AppProviders } = await import('../app/providers.tsx');
const { AppRoutes, AriaRouting } = await import('../app/router.tsx');
const { SERVER_DATA_ID, serverDataJson } = await import('../lib/serverData.tsx');

const TICKET = 'e6ebe0675a179d33d14229cdd0382018';
const URL_ID = 'rT9AqCUizRzQl-RpuPX9buMVm9isNsh4tOQAIL7CdyI';
const LOAD = { timeout: 10_000 };

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function renderAt(path: string, handler: Handler) {
  const fakeFetch = vi.fn(async (url: string, init?: RequestInit) =>
    // The update check reads /meta.json on start (operations §4 'Update check').
    url.includes('/meta.json') ? Response.json({ version: env.version }) : handler(url, init),
  );
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch: fakeFetch });
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <AriaRouting>
              <AppRoutes />
            </AriaRouting>
          </MemoryRouter>
        </ApiProvider>
      </SWRConfig>
    </AppProviders>,
  );
  return { fakeFetch, user: userEvent.setup() };
}

const linkStatus = {
  case_id: 'CASE-2026-0417',
  sowsubtype: 'Laptop Repair',
  start_time: '2026-03-02T05:00:00.000Z',
  end_time: '2026-03-02T07:45:00.000Z',
  customer_name: 'Meera Iyer',
  customer_phone: '9812345670',
  raw_address: '14 MG Road, Camp, Pune',
};

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(SERVER_DATA_ID)?.remove();
});

describe('field form routes (operations §2 "Public routes used here")', () => {
  it('/cso_form checks the link with ticket_id and urlunique_id and pre-fills the report', async () => {
    const { fakeFetch } = renderAt(`/cso_form/${TICKET}/${URL_ID}`, () =>
      Response.json({ status: 200, message: 'Valid link', data: { status: linkStatus } }),
    );
    expect(await screen.findByRole('textbox', { name: 'Case number' }, LOAD)).toHaveValue('CASE-2026-0417');
    expect(fakeFetch.mock.calls.map(([url]) => url)).toContain(
      `http://api.test/management/cso-url-check/?ticket_id=${TICKET}&urlunique_id=${URL_ID}`,
    );
    expect(screen.getByRole('textbox', { name: 'Customer address' })).toHaveValue('14 MG Road, Camp, Pune');
    expect(screen.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      `/cso_form/${TICKET}/${URL_ID}/upload`,
    );
  });

  it('/cso_form shows the prefill the server rendered the page with, before its own check answers (issue 21)', async () => {
    const path = `/cso_form/${TICKET}/${URL_ID}`;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_DATA_ID;
    block.textContent = serverDataJson({
      path,
      data: {
        caseId: 'CASE-2026-0417',
        serviceType: 'Laptop Repair',
        arrivalDate: '2026-03-02T05:00:00.000Z',
        systemFixDate: '2026-03-02T07:45:00.000Z',
        customerAddress: '14 MG Road, Camp, Pune',
        customerName: 'Meera Iyer',
        customerPhone: '9812345670',
      },
      draftKey: `service-call-report:${TICKET}:${URL_ID}`,
    });
    document.body.append(block);
    // The link check never answers: what shows is the server's prefill.
    renderAt(path, () => new Promise<Response>(() => undefined));
    expect(await screen.findByRole('textbox', { name: 'Case number' }, LOAD)).toHaveValue('CASE-2026-0417');
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Meera Iyer');
    expect(screen.getByRole('heading', { level: 3, name: 'Engineer section' })).toBeVisible();
  });

  it("/cso_form shows the server's message for an expired link", async () => {
    renderAt(`/cso_form/${TICKET}/${URL_ID}`, () =>
      Response.json(
        { status: 410, message: 'This link has expired. Please ask for a new link.' },
        { status: 410 },
      ),
    );
    expect(
      await screen.findByText('This link has expired. Please ask for a new link.', {}, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Case number' })).not.toBeInTheDocument();
  });

  it("/usd_form shows 'Error Validating Link!' for a project without a template", async () => {
    renderAt(`/usd_form/${TICKET}/303`, () => Response.json({ status: 200, count: 0, results: [] }));
    expect(await screen.findByText('Error Validating Link!', {}, LOAD)).toBeVisible();
  });

  it('/usd_form saves { ticket, data } and goes to /success', async () => {
    const { fakeFetch, user } = renderAt(`/usd_form/${TICKET}/101`, (url) =>
      url.includes('unstructured-template')
        ? Response.json({
            status: 200,
            count: 1,
            results: [
              {
                id: 2,
                project: '101',
                name: 'Laptop repair details',
                data: [{ key: 'Asset tag', is_optional: false, value: '' }],
                created_at: '2026-01-01T00:00:00Z',
              },
            ],
          })
        : Response.json({ status: 200, message: 'Data saved successfully.' }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Asset tag' }, LOAD), 'AT-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Form Submitted Successfully !' }, LOAD)).toBeVisible();
    const post = fakeFetch.mock.calls.find(([url]) =>
      url.endsWith('/management/unstructured-update-by-template/'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ticket: TICKET,
      data: [{ key: 'Asset tag', value: 'AT-1' }],
    });
  });

  it('the upload page checks the same link before showing the uploader', async () => {
    renderAt(`/cso_form/${TICKET}/${URL_ID}/upload`, () =>
      Response.json({ status: 200, message: 'Valid link', data: { status: linkStatus } }),
    );
    expect(await screen.findByRole('heading', { name: 'Upload documents', level: 2 }, LOAD)).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Single file' }, LOAD)).toBeChecked();
  });
});
