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
): Promise<Restore> {
  const matches = (url: URL) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
  let calls = 0;
  const handler = (route: Route) => {
    calls += 1;
    return how === 'offline'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 500, json: { status: 500, message: 'database down' } });
  };
  await page.route(matches, handler);
  return Object.assign(() => page.unroute(matches, handler), { calls: () => calls });
}

/** Ends a {@link failApi} failure; `calls()` counts the calls it failed so far. */
export type Restore = (() => Promise<void>) & { calls: () => number };

/**
 * Waits, on Playwright's clock (installed with `page.clock.install()` before the page loaded),
 * until the app has stopped retrying a failed read on its own: it retries a 5xx or a network
 * failure up to 3 times after 1, 2 and 4 s (±50 %, packages/api swrConfig.ts), so the clock jumps
 * past the longest back-off (6 s) until a jump brings no call. After this only Retry calls again:
 * a test that restores the API and presses Retry is not overtaken by an automatic retry that
 * already brought the list back and took the Retry button away (seen on a loaded machine). A retry
 * the jump fires starts its fetch in the timer's task; a fetch of our own made after the jump
 * reaches the network after it.
 */
export async function outlastRetries(page: Page, restore: Restore): Promise<void> {
  for (let seen = -1; seen !== restore.calls();) {
    seen = restore.calls();
    await page.clock.fastForward(6_500);
    await page.evaluate(() => fetch('/api/meta.json').then((response) => response.text()));
  }
}
