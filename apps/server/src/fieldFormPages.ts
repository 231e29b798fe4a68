import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The data block of a field form rendered per request (apps/portal src/lib/serverData.tsx). */
export interface ServerRenderedPage {
  path: string;
  data: unknown;
  draftKey: string | null;
}

/** A route rendered to HTML by the portal's server build. */
export interface RenderedFieldForm {
  html: string;
  styleTags: string;
  page: ServerRenderedPage;
}

/** The `fetch` the portal's API client calls while the server renders a form. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * What the server uses of the portal's server build (apps/portal/dist-ssr/prerender.js, written by
 * the portal's build beside `dist`): render a field form with its link's data, and put a rendered
 * route into the built index.html.
 */
export interface FieldFormRenderer {
  renderFieldForm(
    pathname: string,
    options: { fetch: FetchLike; apiBaseUrl: string },
  ): Promise<RenderedFieldForm | null>;
  pageHtml(template: string, path: string, rendered: RenderedFieldForm): string;
}

/** The origin the portal's API client is given while rendering; its requests never leave the server. */
const INTERNAL_ORIGIN = 'http://field-form.internal';

/**
 * Loads the portal's server build that sits beside `portalDist` (`../dist-ssr/prerender.js`), or
 * resolves null when the build has none (a build without it serves the app shell, as before).
 */
export async function loadFieldFormRenderer(portalDist: string): Promise<FieldFormRenderer | null> {
  const file = path.join(path.dirname(portalDist), 'dist-ssr', 'prerender.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<FieldFormRenderer>;
  if (typeof module.renderFieldForm !== 'function' || typeof module.pageHtml !== 'function') return null;
  return module as FieldFormRenderer;
}

/**
 * A `fetch` answered by `app` itself (`inject`, no socket), as if `remoteAddress` had called: the
 * API's rate limits, validation and logging apply to the render's calls as to the visitor's own.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * Field forms rendered per request (issue 21, 'Users'): /usd_form/{ticket_id}/{project_id} arrives
 * as HTML with its template, usable before any script (the portal's hydration.ts
 * SERVER_RENDERED_ROUTES). `render(pathname, ip)` resolves the page's HTML, or null when the path
 * is no such form, its data cannot be loaded, or rendering fails (logged): the caller then sends
 * the app shell, whose screen shows its own error. Spec: operations §2 'Unstructured Data Form'.
 */
export function fieldFormPages(
  app: FastifyInstance,
  renderer: FieldFormRenderer,
  { portalDist, apiBasePath }: { portalDist: string; apiBasePath: string },
): { render: (pathname: string, remoteAddress: string) => Promise<string | null> } {
  const template = readFileSync(path.join(portalDist, 'index.html'), 'utf8');
  return {
    async render(pathname, remoteAddress) {
      try {
        const rendered = await renderer.renderFieldForm(pathname, {
          fetch: injectFetch(app, remoteAddress),
          apiBaseUrl: `${INTERNAL_ORIGIN}${apiBasePath}`,
        });
        return rendered ? renderer.pageHtml(template, pathname, rendered) : null;
      } catch (error) {
        app.log.warn({ err: error, pathname }, 'A field form could not be rendered; the app shell is sent.');
        return null;
      }
    },
  };
}
