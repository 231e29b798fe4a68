import { createApiClient, latestTemplate, type ApiClient, type FetchLike } from '@partner-portal/api';
import { draftKeys } from '@partner-portal/api/field-drafts';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/providers.tsx';
import { setLocalTimeZone } from '@internationalized/date';
import { SERVER_RENDER_TIME_ZONE, SERVER_RENDERED_ROUTES } from './app/hydration.ts';
import { AppRoutes, AriaRouting } from './app/router.tsx';
import {
  SERVER_DATA_ID,
  ServerDataProvider,
  serverDataJson,
  type ServerRenderedPage,
} from './lib/serverData.tsx';

/** The public routes whose first paint is rendered at build time (English, Lite theme, signed out). */
export const PRERENDERED_ROUTES = [
  '/portals',
  '/signin',
  '/forgot-password',
  '/partner-login',
  '/signup',
  '/client-signup',
] as const;

/** A route rendered to HTML: its markup (the `<title>` first) and its styled-components styles. */
export interface RenderedRoute {
  html: string;
  styleTags: string;
}

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

async function render(url: string, server?: ServerRenderedPage): Promise<RenderedRoute> {
  const sheet = new ServerStyleSheet();
  try {
    const routes = (
      <StaticRouter location={url}>
        <AriaRouting>
          <AppRoutes />
        </AriaRouting>
      </StaticRouter>
    );
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders
            initialLocale="en"
            initialMessages={{}}
            appearance={{ themeType: 'lite', colorScheme: 'light-purple', navStyle: null, layoutType: null }}
          >
            {server ? (
              <ServerDataProvider value={{ data: server.data, hydrating: true }}>{routes}</ServerDataProvider>
            ) : (
              routes
            )}
          </AppProviders>
        </StrictMode>,
      ),
    );
    const html = await streamToString(prelude);
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders one public route to HTML at build time: the same tree the browser hydrates (providers,
 * router, the lazy route resolved), with the styled-components styles it needs. The browser then
 * paints the page before any script runs (LCP), and React hydrates it.
 */
export function renderRoute(url: string): Promise<RenderedRoute> {
  return render(url);
}

/** A field form the server renders per request: its path and how its screen's data is loaded. */
interface ServerRenderedForm {
  pattern: RegExp;
  /** The data the route's screen loads, and its draft key; null when the form cannot be shown. */
  load: (client: ApiClient, params: string[]) => Promise<{ data: unknown; draftKey: string | null } | null>;
  /** The form shows absolute dates, rendered in SERVER_RENDER_TIME_ZONE (see RenderedFieldForm). */
  hasZonedDates?: boolean;
}

/**
 * The field forms the server renders per request with their link's data (issue 21, 'Users'), so
 * they are usable before any script, like the prerendered routes: one per pattern of
 * app/hydration.ts SERVER_RENDERED_ROUTES (the browser's side of the same list).
 */
const SERVER_RENDERED_FORMS: readonly ServerRenderedForm[] = [
  {
    // /usd_form/{ticket_id}/{project_id}: the project's templates (UnstructuredDataRoute).
    pattern: SERVER_RENDERED_ROUTES.unstructuredData,
    load: async (client, [ticket = '', project = '']) => {
      const templates = await client.unstructuredData.templates(project);
      if (!latestTemplate(templates)?.items.length) return null;
      return { data: templates, draftKey: draftKeys.unstructuredData(ticket, project) };
    },
  },
  {
    // /csat-survey/{ticketId}: the ticket's survey (SatisfactionSurveyRoute); none shows 'No
    // questions available', as the screen does.
    pattern: SERVER_RENDERED_ROUTES.satisfactionSurvey,
    load: async (client, [ticket = '']) => ({
      data: await client.satisfactionSurvey.survey(ticket),
      draftKey: draftKeys.satisfactionSurvey(ticket),
    }),
  },
  {
    // /questionnaires: the public list (QuestionnaireRoute), links to each questionnaire; an empty
    // list shows 'No questionnaire available', as the screen does. Nothing is typed, so no draft.
    pattern: SERVER_RENDERED_ROUTES.questionnaireList,
    load: async (client) => ({ data: await client.questionnaire.list(), draftKey: null }),
  },
  {
    // /cso_form/{ticket_id}/{url_id}: the link check's prefill (ServiceCallReportRoute), the first
    // step; an invalid or expired link rejects (the screen shows the server's message).
    pattern: SERVER_RENDERED_ROUTES.serviceCallReport,
    // Its arrival and fixed dates are instants, shown in a time zone.
    hasZonedDates: true,
    load: async (client, [ticketId = '', linkId = '']) => ({
      data: await client.serviceCallReport.checkLink({ ticketId, linkId }),
      draftKey: draftKeys.serviceCallReport(ticketId, linkId),
    }),
  },
];

/** A field form rendered by {@link renderFieldForm}: the route's HTML and its data block. */
export interface RenderedFieldForm extends RenderedRoute {
  page: ServerRenderedPage;
  /**
   * The time zone its dates were rendered in, for a form showing absolute dates: the browser renders
   * the page anew when its own zone reads otherwise (`data-time-zone`, app/hydration.ts).
   */
  timeZone?: string;
}

/**
 * Renders the field form at `pathname` for one request (apps/server): loads what its screen loads
 * through the API client with `fetch` (the server answering itself) against `apiBaseUrl`, then
 * renders the route with that data, English, signed out, without a draft, any dates in
 * SERVER_RENDER_TIME_ZONE (`data-time-zone` of #root). Resolves null when
 * `pathname` is no such form, or its data cannot be loaded or shows no form (the browser then gets
 * the app shell and shows the screen's own error). Rejects when rendering fails.
 */
export async function renderFieldForm(
  pathname: string,
  { fetch, apiBaseUrl }: { fetch: FetchLike; apiBaseUrl: string },
): Promise<RenderedFieldForm | null> {
  for (const form of SERVER_RENDERED_FORMS) {
    const match = form.pattern.exec(pathname);
    if (!match) continue;
    let params: string[];
    try {
      params = match.slice(1).map((part) => decodeURIComponent(part));
    } catch {
      return null;
    }
    const client = createApiClient({ baseUrl: apiBaseUrl, getToken: () => null, fetch, timeoutMs: 10_000 });
    const loaded = await form.load(client, params).catch(() => null);
    if (!loaded) return null;
    const page: ServerRenderedPage = { path: pathname, ...loaded };
    // Dates show in the service's zone (the browser renders anew in another, app/hydration.ts);
    // the same zone for every render, so setting it each time is safe while renders overlap.
    setLocalTimeZone(SERVER_RENDER_TIME_ZONE);
    return {
      ...(await render(pathname, page)),
      page,
      ...(form.hasZonedDates ? { timeZone: SERVER_RENDER_TIME_ZONE } : {}),
    };
  }
  return null;
}

/**
 * The built index.html (`template`, with an empty `#root`) holding a rendered route: its markup in
 * `#root` marked `data-prerendered` with `path` (app/hydration.ts), its `<title>` and styles in
 * `<head>`; for a server-rendered field form ({@link RenderedFieldForm}, its `page`) also
 * `data-draft-key`, `data-time-zone` (a form with dates) and the data block ({@link SERVER_DATA_ID}).
 * Used by scripts/prerender.mjs and apps/server. Throws when the template has no empty `#root`.
 */
export function pageHtml(
  template: string,
  path: string,
  rendered: RenderedRoute | RenderedFieldForm,
): string {
  const page = 'page' in rendered ? rendered.page : undefined;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  // React emits the page's <title> first; it belongs in <head>, where React manages it after hydration.
  const titleMatch = /^<title>(.*?)<\/title>/.exec(rendered.html);
  const body = titleMatch ? rendered.html.slice(titleMatch[0].length) : rendered.html;
  const attributes = [`data-prerendered="${escapeAttribute(path)}"`];
  if (page?.draftKey) attributes.push(`data-draft-key="${escapeAttribute(page.draftKey)}"`);
  const timeZone = 'timeZone' in rendered ? rendered.timeZone : undefined;
  if (timeZone) attributes.push(`data-time-zone="${escapeAttribute(timeZone)}"`);
  const data = page
    ? `<script type="application/json" id="${SERVER_DATA_ID}">${serverDataJson(page)}</script>`
    : '';
  let html = template.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${attributes.join(' ')}>${body}</div>${data}`,
  );
  if (titleMatch) html = html.replace(/<title>.*?<\/title>/, () => titleMatch[0]);
  return html.replace('</head>', () => `${rendered.styleTags}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
