import { expect, test } from '@playwright/test';
import { appLive } from './support/session.ts';

// The other specs block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * The portal's service worker (operations §4 'Update check'; apps/portal/src/lib/serviceWorker.ts):
 * once the app is live it registers /sw.js, which precaches the hashed scripts and takes control
 * of the next load, while pages themselves still come from the server.
 */
test('the service worker registers, precaches the scripts and controls the next load', async ({ page }) => {
  test.slow();
  await page.goto('/signin?portal=pmt');
  await appLive(page);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);

  // The page's entry script (a hashed file under /assets/) is in the worker's cache.
  const appScript = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  );
  expect(appScript).toMatch(/\/assets\/[\w-]+\.js$/);
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, appScript))
    .toBe(true);

  // The next load is controlled by the worker; the page itself is still the server's (no fallback).
  const [navigation] = await Promise.all([page.waitForResponse(/\/signin$/), page.goto('/signin')]);
  expect(navigation.status()).toBe(200);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 2 })).toBeVisible();
});
