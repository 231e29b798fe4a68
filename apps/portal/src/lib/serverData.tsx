import { createContext, useContext, useState, type ReactNode } from 'react';

/** The id of the JSON data block (`<script type="application/json">`) of a server-rendered page. */
export const SERVER_DATA_ID = 'server-data';

/**
 * What a field form rendered by the server per request (issue 21) carries for the app: the path it
 * was rendered for, the data its screen loaded (the link's data, as the API client returns it) and
 * the key of the form's draft on the device (boot.ts looks for one before hydrating).
 */
export interface ServerRenderedPage {
  path: string;
  data: unknown;
  draftKey: string | null;
}

/** What a route reads of {@link ServerRenderedPage}: its data, and whether the page is hydrated. */
export interface ServerRendered<T> {
  /** The screen's data as the server loaded it (SWR's `fallbackData`). */
  data: T;
  /**
   * True while the server's HTML is hydrated (or rendered on the server): the form is shown without
   * a draft (the device had none, boot.ts) so the first render matches the HTML. False when the app
   * renders the page anew (another language, a draft on the device): the data is still used.
   */
  hydrating: boolean;
}

/** The page's {@link ServerRenderedPage}, or null (none, or not valid JSON). */
export function readServerData(doc: Document = document): ServerRenderedPage | null {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as ServerRenderedPage;
    return typeof page?.path === 'string' ? page : null;
  } catch {
    return null;
  }
}

/** The JSON text of `page` for an inline data block: `<` escaped, so no `</script>` can end it. */
export function serverDataJson(page: ServerRenderedPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

const ServerDataContext = createContext<ServerRendered<unknown> | null>(null);

/** Gives a server render its data (apps/portal/src/prerender.tsx), always `hydrating`. */
export function ServerDataProvider({
  value,
  children,
}: {
  value: ServerRendered<unknown>;
  children: ReactNode;
}) {
  return <ServerDataContext.Provider value={value}>{children}</ServerDataContext.Provider>;
}

/** Whether the app hydrates the page (main.tsx, from app/hydration.ts `hydrationPlan`). */
let hydratingPage = false;

/**
 * Tells {@link useServerRendered} whether the app hydrates this page (plan 'hydrate' or
 * 'hydrate-on-intent') or renders it anew ('render'); main.tsx calls it before the first render.
 */
export function setHydratingPage(hydrating: boolean): void {
  hydratingPage = hydrating;
}

/** The last data block read, by element (a page has one; tests make new ones). */
let cached: { element: Element; page: ServerRenderedPage | null } | undefined;

function pageData(): ServerRenderedPage | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element) return null;
  if (cached?.element !== element) cached = { element, page: readServerData() };
  return cached.page;
}

/**
 * The current route's server-rendered data: from the server render's context, else from the page's
 * data block when it was rendered for this very path (a route reached later in the app has none).
 * Read once per mount of the route.
 */
export function useServerRendered<T>(pathname: string): ServerRendered<T> | null {
  const fromServer = useContext(ServerDataContext);
  const [fromPage] = useState<ServerRendered<T> | null>(() => {
    if (fromServer || typeof document === 'undefined') return null;
    const page = pageData();
    if (!page || page.path !== pathname) return null;
    return { data: page.data as T, hydrating: hydratingPage };
  });
  return (fromServer as ServerRendered<T> | null) ?? fromPage;
}
