import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { emailOf } from './support/accounts.ts';
import { appLive, openSignedIn } from './support/session.ts';

/** The built worker the e2e server sends (playwright.config.ts), with its brotli and gzip copies. */
const WORKER_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/portal/dist', name),
) as [string, string, string];

// The other specs block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });
// One test at a time: the update test changes the worker script the server sends for a moment.
test.describe.configure({ mode: 'default' });

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

/**
 * Operations §4 'Update check': "A service worker also announces a new version and asks to reload
 * when activated". A changed /sw.js (a new deployment) installs behind the worker in control; the
 * signed-in layout asks 'A new version is available'; 'Reload' activates the new worker and the
 * page reloads under it.
 */
test('a new worker version is announced; Reload activates it and reloads the page under it', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, emailOf('internal_agent'), '/records');
  await appLive(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first worker activated without controlling this load; the next load is its.
  await page.reload();
  await appLive(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const dialog = page.getByRole('alertdialog', { name: 'A new version is available' });
  await expect(dialog).toHaveCount(0);

  // A new deployment: the worker script the server sends changes (one comment more, in each of the
  // build's precompressed copies), so the browser's update check installs it behind the one in
  // control. It stays changed until the end: every navigation checks the script again, and the old
  // one back would install as yet another version.
  const deployed = WORKER_FILES.map((file) => [file, readFileSync(file)] as const);
  try {
    const next = `${readFileSync(WORKER_FILES[0], 'utf8')}\n// next version\n`;
    writeFileSync(WORKER_FILES[0], next);
    writeFileSync(WORKER_FILES[1], brotliCompressSync(next));
    writeFileSync(WORKER_FILES[2], gzipSync(next));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Reload to use the new version.');
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await appLive(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        waiting: registration?.waiting !== null,
      };
    });
    expect(state).toEqual({ controlled: true, waiting: false });
    await expect(page.getByRole('heading', { level: 2, name: 'Partner records' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    for (const [file, body] of deployed) writeFileSync(file, body);
  }
});
