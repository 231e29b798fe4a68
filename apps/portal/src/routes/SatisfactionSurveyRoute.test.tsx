import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

const { AppProviders } = await import('../app/providers.tsx');
const { AppRoutes, AriaRouting } = await import('../app/router.tsx');

const TICKET = 'e6ebe0675a179d33d14229cdd0382018';
const LOAD = { timeout: 10_000 };

const template = {
  status: 200,
  data: [
    {
      id: 7,
      name: 'Customer satisfaction survey',
      description: 'Tell us how the visit went.',
      show_logo: true,
      data: [
        {
          id: 11,
          type: 'short-answer',
          questionText: "The engineer's name",
          note: '',
          options: [],
          required: true,
          placeholderText: 'Name',
        },
      ],
    },
  ],
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function renderSurvey(handler: Handler) {
  const fakeFetch = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch: fakeFetch });
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={[`/csat-survey/${TICKET}`]}>
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

const templateCall = (url: string) => url === `http://api.test/management/csat-template/?ticket=${TICKET}`;

afterEach(() => vi.restoreAllMocks());

describe('/csat-survey/{ticketId} (operations §2 "Customer satisfaction survey", §7)', () => {
  it("loads the ticket's survey and submits { ticket, template, data } with source web", async () => {
    const { fakeFetch, user } = renderSurvey((url) =>
      templateCall(url) ? Response.json(template) : Response.json({ status: 200, message: 'Saved' }),
    );
    const field = await screen.findByRole('textbox', { name: /The engineer's name/ }, LOAD);
    expect(screen.getByRole('heading', { level: 2, name: 'Customer satisfaction survey' })).toBeVisible();
    await user.type(field, 'Ravi{Enter}');
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, LOAD)).toBeVisible();
    const post = fakeFetch.mock.calls.find(([url]) => url.endsWith('/management/csat-response/'));
    expect(post?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ticket: TICKET,
      template: 7,
      data: [{ question_id: 11, answer: 'Ravi', source: 'web' }],
    });
  });

  it("shows 'Failed to submit survey form!' and keeps the answer when the submit fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSurvey((url) =>
      templateCall(url)
        ? Response.json(template)
        : Response.json({ message: 'Server error' }, { status: 500 }),
    );
    const field = await screen.findByRole('textbox', { name: /The engineer's name/ }, LOAD);
    await user.type(field, 'Ravi{Enter}');
    expect(await screen.findByText('Failed to submit survey form!', {}, LOAD)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /The engineer's name/ })).toHaveValue('Ravi');
  });

  it("shows 'Failed to load survey' when the template cannot be loaded", async () => {
    renderSurvey(() => Response.json({ message: 'This survey link is not valid.' }, { status: 404 }));
    expect(await screen.findByText('Failed to load survey', {}, LOAD)).toBeVisible();
  });

  it("shows 'No questions available' for a ticket whose project has no survey", async () => {
    renderSurvey(() => Response.json({ status: 200, data: [] }));
    expect(await screen.findByRole('heading', { name: 'No questions available' }, LOAD)).toBeVisible();
  });
});
