/**
 * First-load JS+CSS weight of a route: open it in a fresh browser context (empty cache and
 * localStorage), wait for network idle (and, when the app starts by itself, for `data-app-ready`
 * on <html>), take every JS and CSS response the page received and gzip each body ourselves at
 * level 9. The transfer size is not used: the server may or may not compress.
 *
 * Then the once-usable weight (`interactive`): the bench moves the pointer, presses Tab and clicks
 * in the first text field (issue 21), waits for `data-app-ready` and network idle, and sums every
 * JS and CSS file fetched by then. A page that is usable without the app (`data-static-usable` on
 * <html>: /portals, whose cards are links; /signin and /forgot-password, native forms that load the
 * app on typing, leaving a field, a press or a submit; apps/portal/src/app/hydration.ts) is not
 * waited for: what it fetched by then is its weight. Then the live weight (`typed`): one character
 * typed in that field, which loads the app on such a page, until it is ready and the network idle.
 */
import { gzipSync } from 'node:zlib';
import { MOBILE_CONTEXT } from './config.mjs';

const JS_TYPE = /javascript|ecmascript/i;
const CSS_TYPE = /\btext\/css\b/i;
/** A field that takes text (what 'a click in a field' clicks). */
const TEXT_FIELD =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]):not([type="file"]), textarea';

function classify(resourceType, contentType) {
  if (resourceType === 'stylesheet' || CSS_TYPE.test(contentType)) return 'css';
  if (resourceType === 'script' || JS_TYPE.test(contentType)) return 'js';
  return null;
}

/**
 * @param {import('playwright').Browser} browser
 * @param {string} url
 */
export async function measureWeight(browser, url, { timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT });
  try {
    const page = await context.newPage();
    const pending = [];
    const problems = [];
    const pageErrors = [];
    const consoleErrors = [];
    let requestCount = 0;

    page.on('request', () => requestCount++);
    page.on('pageerror', (error) => pageErrors.push(String(error?.message ?? error)));
    page.on('console', (message) => {
      // "Failed to load resource" duplicates httpErrors (which name the URL).
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        consoleErrors.push(message.text());
      }
    });
    page.on('requestfailed', (request) => {
      const kind = classify(request.resourceType(), '');
      if (kind)
        problems.push(
          `${kind.toUpperCase()} request failed: ${request.url()} (${request.failure()?.errorText})`,
        );
    });
    const httpErrors = [];
    page.on('response', (response) => {
      if (response.status() >= 400) httpErrors.push(`HTTP ${response.status()} ${response.url()}`);
      pending.push(readResponse(response).catch((error) => ({ error, url: response.url() })));
    });

    const started = Date.now();
    const document = await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    const loadMs = Date.now() - started;
    if (!document) throw new Error(`no document response for ${url}`);
    if (document.status() >= 400) {
      throw new Error(`${url} answered HTTP ${document.status()} (expected the portal's HTML)`);
    }
    // An app that starts by itself is measured once it is ready; one that waits for intent is not.
    const startedByItself = await waitForAppReady(page, 3_000);
    if (startedByItself) await page.waitForLoadState('networkidle');
    const storageKeys = await page.evaluate(() => Object.keys(window.localStorage)).catch(() => []);
    const finalUrl = page.url();
    const firstLoad = await collectFiles(pending, problems);

    // The first intent: the pointer moves over the page, Tab moves focus into it, and a click lands
    // in the first text field (issue 21: 'pointer move, Tab, click in a field').
    const intentAt = Date.now();
    await page.mouse.move(10, 10);
    await page.keyboard.press('Tab');
    const field = page.locator(TEXT_FIELD).first();
    const hasField = (await field.count()) > 0 && (await field.isVisible().catch(() => false));
    if (hasField) await field.click({ timeout: 5_000 }).catch(() => undefined);
    // A static-usable page (/portals: links and a native picker; /signin: a native form) is usable
    // without the app (`data-static-usable`, apps/portal/src/boot.ts): what it fetched by now is its
    // usable weight.
    const staticUsable = await page
      .evaluate(() => 'staticUsable' in document.documentElement.dataset)
      .catch(() => false);
    const ready = startedByItself || staticUsable || (await waitForAppReady(page, timeoutMs));
    const readyMs = Date.now() - intentAt;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const interactive = await collectFiles(pending, problems);
    if (!ready)
      problems.push(`the app did not report data-app-ready within ${timeoutMs / 1000} s of the first intent`);

    // Once typed: a static-usable form loads the app with the first character typed; this is the
    // weight of the live page (the same as once usable where the app had already started).
    let typed = null;
    const appAlready = await page
      .evaluate(() => 'appReady' in document.documentElement.dataset)
      .catch(() => false);
    if (staticUsable && hasField && !appAlready) {
      const typedAt = Date.now();
      await field.press('a').catch(() => undefined);
      const live = await waitForAppReady(page, timeoutMs);
      const liveMs = Date.now() - typedAt;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const files = await collectFiles(pending, problems);
      typed = { readyMs: live ? liveMs : null, files, totals: totalsOf(files) };
      if (!live)
        problems.push(`the app did not report data-app-ready within ${timeoutMs / 1000} s of typing`);
    }

    return {
      url,
      finalUrl,
      status: document.status(),
      loadMs,
      requestCount,
      files: firstLoad,
      totals: totalsOf(firstLoad),
      interactive: {
        startedByItself,
        staticUsable,
        readyMs: ready ? readyMs : null,
        files: interactive,
        totals: totalsOf(interactive),
      },
      typed: typed ?? {
        readyMs: ready ? readyMs : null,
        files: interactive,
        totals: totalsOf(interactive),
        sameAsInteractive: true,
      },
      localStorageKeysAfterLoad: storageKeys,
      problems,
      httpErrors,
      pageErrors,
      consoleErrors,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** True once <html> carries `data-app-ready` (apps/portal/src/app/hydration.ts), false after `ms`. */
async function waitForAppReady(page, ms) {
  return page
    .waitForSelector('html[data-app-ready]', { state: 'attached', timeout: ms })
    .then(() => true)
    .catch(() => false);
}

/** Reads every response received so far (also those arriving meanwhile): the JS and CSS files. */
async function collectFiles(pending, problems) {
  const results = [];
  for (let done = 0; done < pending.length;) {
    const batch = pending.slice(done);
    done = pending.length;
    results.push(...(await Promise.all(batch)));
  }
  const files = new Map();
  for (const result of results) {
    if (!result) continue;
    if (result.error) {
      const problem = `could not read the body of ${result.url}: ${result.error.message ?? result.error}`;
      if (!problems.includes(problem)) problems.push(problem);
      continue;
    }
    if (result.problem && !problems.includes(result.problem)) problems.push(result.problem);
    if (result.file && !files.has(result.file.url)) files.set(result.file.url, result.file);
  }
  return [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** File count and raw/gzip byte sums of a file list, overall and per kind. */
function totalsOf(list) {
  const sum = (kind, key) =>
    list.filter((file) => !kind || file.kind === kind).reduce((total, file) => total + file[key], 0);
  return {
    files: list.length,
    rawBytes: sum(null, 'rawBytes'),
    gzipBytes: sum(null, 'gzipBytes'),
    js: {
      files: list.filter((f) => f.kind === 'js').length,
      rawBytes: sum('js', 'rawBytes'),
      gzipBytes: sum('js', 'gzipBytes'),
    },
    css: {
      files: list.filter((f) => f.kind === 'css').length,
      rawBytes: sum('css', 'rawBytes'),
      gzipBytes: sum('css', 'gzipBytes'),
    },
  };
}

/** @param {import('playwright').Response} response */
async function readResponse(response) {
  const request = response.request();
  const url = response.url();
  if (url.startsWith('data:') || url.startsWith('blob:')) return null;
  const headers = await response.allHeaders();
  const contentType = headers['content-type'] ?? '';
  const kind = classify(request.resourceType(), contentType);
  if (!kind) return null;
  const status = response.status();
  if (status >= 300 && status < 400) return null; // redirect: the target is its own response
  if (status >= 400) {
    return { problem: `${kind.toUpperCase()} file answered HTTP ${status}: ${url}` };
  }
  const body = await response.body();
  const file = {
    url,
    path: new URL(url).pathname + new URL(url).search,
    kind,
    resourceType: request.resourceType(),
    contentType,
    status,
    serverEncoding: headers['content-encoding'] ?? 'none',
    fromServiceWorker: response.fromServiceWorker(),
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
  const problem =
    kind === 'js' && /text\/html/i.test(contentType)
      ? `a script was answered with HTML (missing chunk served as the SPA fallback?): ${url}`
      : null;
  return { file, problem };
}
