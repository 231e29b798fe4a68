import type { Page, Route } from '@playwright/test';

/** How a failed API call fails: the server answers 500, or the network is gone (fetch rejects). */
export type Failure = 'server-error' | 'offline';

/**
 * Makes every call to the API path `pathname` (the exact URL path, e.g. '/api/partner/records/',
 * query ignored) fail as `how` until the returned `restore` runs. The failure lasts until then
 * (not one answer) because SWR retries a 5xx list read on its own; the test asserts the error
 * state, then restores and presses Retry. Spec: operations §8 'Shared HTTP' (issue 14).
 */
export async function failApi(
  page: Page,
  pathname: string | RegExp,
  how: Failure = 'server-error',
): Promise<() => Promise<void>> {
  const matches = (url: URL) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
  const handler = (route: Route) =>
    how === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 500, json: { status: 500, message: 'database down' } });
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}
