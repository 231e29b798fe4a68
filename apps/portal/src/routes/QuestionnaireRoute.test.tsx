import 'fake-indexeddb/auto';
import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { sessionStore } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { AppProviders } = await import('../app/providers.tsx');
const { SERVER_DATA_ID, serverDataJson } = await import('../lib/serverData.tsx');
const { AppRoutes, AriaRouting } = await import('../app/router.tsx');

const LOAD = { timeout: 10_000 };

const wireQuestion = (
  code: string,
  text: string,
  answerType: string,
  options: [string, string | null][],
) => ({
  id: code.length,
  text,
  question_code: code,
  answer_type: answerType,
  tips: '',
  placeholder: '',
  is_required: true,
  category: '',
  order: 1,
  options: options.map(([optionText, next], index) => ({
    id: index + 1,
    text: optionText,
    answer_type: answerType,
    next_question_code: next,
  })),
});

const form = (isTree: boolean, questions: unknown[]) => ({
  status: 200,
  data: {
    form_id: 7,
    form_name: 'Onboarding',
    name: 'Onboarding',
    description: 'About your business.',
    is_tree_form: isTree,
    whatsapp_compatible: false,
    first_question_code: 'KIND',
    questionnaire: questions,
  },
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function renderAt(path: string, handler: Handler) {
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

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.remove('questionnaire_progress');
  document.getElementById(SERVER_DATA_ID)?.remove();
});

/** Operations §2 'Interactive questionnaire', §4, §5, §7, §8 'Questionnaires'. */
describe('/questionnaires', () => {
  it("shows 'No questionnaire available' when the list is empty", async () => {
    renderAt('/questionnaires', () => Response.json({ status: 200, data: [] }));
    expect(await screen.findByRole('heading', { name: 'No questionnaire available' }, LOAD)).toBeVisible();
  });

  it('shows the list the server rendered the page with, before its own call answers (issue 21)', async () => {
    const summary = {
      id: 101,
      formName: 'Partner onboarding assessment',
      name: 'Partner onboarding assessment',
      description: 'A few questions.',
      isTreeForm: true,
      whatsappCompatible: false,
      isProfiling: false,
      firstQuestionCode: 'KIND',
    };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SERVER_DATA_ID;
    block.textContent = serverDataJson({
      path: '/questionnaires',
      data: [summary, { ...summary, id: 9, name: 'Profiling', formName: 'Profiling', isProfiling: true }],
      draftKey: null,
    });
    document.body.append(block);
    // The list call never answers: what shows is the server's data.
    renderAt('/questionnaires', () => new Promise<Response>(() => undefined));
    const link = await screen.findByRole('link', { name: 'Partner onboarding assessment' }, LOAD);
    expect(link).toHaveAttribute('href', '/questionnaires?initial-questionnaire=101');
    expect(screen.queryByRole('link', { name: 'Profiling' })).toBeNull();
  });

  it("shows 'Failed to load questionnaire.' when the form cannot be loaded", async () => {
    renderAt('/questionnaires?initial-questionnaire=7', () =>
      Response.json({ status: 404, message: 'Failed to load questionnaire.' }, { status: 404 }),
    );
    expect(await screen.findByText('Failed to load questionnaire.', {}, LOAD)).toBeVisible();
  });

  it('starts a tree form at initial-question (upper-cased), and a question 404 finishes with the answers given', async () => {
    const kind = wireQuestion('KIND', 'What kind of business?', 'single_choice', [['Shop', 'SIZE']]);
    const { fakeFetch, user } = renderAt(
      '/questionnaires?initial-questionnaire=7&initial-question=kind',
      (url) => {
        if (url === 'http://api.test/partner/question/?template_id=7')
          return Response.json(form(true, [kind]));
        if (url.includes('question_code=KIND'))
          return Response.json({ status: 200, data: { questionnaire: [kind] } });
        if (url.includes('question_code=SIZE')) return Response.json({ message: 'nope' }, { status: 404 });
        return Response.json({ status: 200, message: 'Assessment submitted successfully!' });
      },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }, LOAD), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210{Enter}');
    await user.click(await screen.findByText('Shop', {}, LOAD));
    expect(await screen.findByText('Assessment submitted successfully!', {}, LOAD)).toBeVisible();
    const post = fakeFetch.mock.calls.find(([url]) => url.endsWith('/partner/answer_responded/public/'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      onboarding: true,
      template_id: 7,
      fullname: 'Asha',
      phone: '9876543210',
      answers: [{ question_code: 'KIND', answer: 'Shop', phone: '9876543210', template_id: 7 }],
    });
  });

  it("keeps a flat form's answers as a draft per link, restores them with 'Draft restored', and queues an offline submit sent once (issue 23)", async () => {
    const city = { ...wireQuestion('CITY', 'Which city do you work in?', 'text', []), options: [] };
    const posts: RequestInit[] = [];
    let offline = false;
    const handler: Handler = (url, init) => {
      if (url === 'http://api.test/partner/question/?template_id=7')
        return Response.json(form(false, [city]));
      if (url.endsWith('/partner/answer_responded/public/')) {
        if (offline) throw new TypeError('Failed to fetch');
        posts.push(init!);
        return Response.json({ status: 200, message: 'Assessment submitted successfully!' });
      }
      return Response.json({ status: 200, data: [] });
    };
    const path = '/questionnaires?initial-questionnaire=7';
    const first = renderAt(path, handler);
    await first.user.type(await screen.findByRole('textbox', { name: 'Full name' }, LOAD), 'Asha');
    await first.user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210{Enter}');
    await first.user.type(await screen.findByRole('textbox', { name: /Which city/ }, LOAD), 'Pune');
    const { draftKeys, loadDraft } = await import('@partner-portal/api/field-drafts');
    await vi.waitFor(
      async () =>
        expect((await loadDraft(draftKeys.questionnaire('7', 'KIND')))?.values).toMatchObject({
          flatValues: { CITY: 'Pune' },
        }),
      LOAD,
    );
    cleanup();

    // A reload: the answers come back with the notice.
    const second = renderAt(path, handler);
    expect(await screen.findByText('Draft restored', {}, LOAD)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Which city/ })).toHaveValue('Pune');

    // Offline: the submit is kept on the device and said to be sent later.
    offline = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
    try {
      await second.user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Saved on this device', {}, LOAD)).toBeVisible();
      expect(posts).toHaveLength(0);
      offline = false;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText('Sent', {}, LOAD)).toBeVisible();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    expect(posts).toHaveLength(1);
    expect(new Headers(posts[0]!.headers).get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(JSON.parse(String(posts[0]!.body))).toMatchObject({
      answers: [{ question_code: 'CITY', answer: 'Pune' }],
    });
    expect(await loadDraft(draftKeys.questionnaire('7', 'KIND'))).toBeUndefined();
  });
});
