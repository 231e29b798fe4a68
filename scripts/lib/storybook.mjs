/**
 * Drives a built Storybook (storybook-static) in Chromium, for the visual check (`pnpm visual`) and
 * the story sweep of the end-to-end tests (every story in every theme and direction).
 *
 * The preview (iframe.html) is loaded once; stories and globals are then switched through
 * Storybook's channel, as the manager does, which is much faster than reloading per story.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { DARK_THEME_CHECK_GLOBAL, THEME_DEPENDENT_RULES } from '../../.storybook/darkThemeRules.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Serves a static directory on 127.0.0.1 (a free port unless given).
 * @param {string} root directory to serve (e.g. storybook-static)
 * @param {number} [port] 0 (default) picks a free port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(directory, port = 0) {
  const root = path.resolve(directory);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Lists the stories of a built Storybook, sorted by title then declaration order.
 * @param {string} root storybook-static directory
 * @param {(entry: { id: string, title: string, name: string }) => boolean} [keep]
 * @returns {{ id: string, title: string, name: string, tags: string[] }[]}
 */
export function listStories(root, keep = () => true) {
  const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }))
    .filter(keep);
}

/**
 * Opens the Storybook preview once and returns a function that renders a story with the given
 * globals and resolves when Storybook reports it finished (render, play function and the a11y
 * addon's axe run).
 * @param {import('playwright').Page} page
 * @param {string} baseUrl where storybook-static is served
 * @param {{ retryPlayError?: (globals: Record<string, string>, storyId: string) => boolean, pauseAnimations?: boolean }} [options]
 *   `retryPlayError`: whether a story whose only failure is its play function gets the second
 *   chance on a fresh page (default: always). The story sweep, where a play function's failure is a
 *   warning, retries it only in English: in another locale a play function that reads English text
 *   fails on a fresh page too, and the fresh page (the whole preview loaded again) is the costliest
 *   part of a render. `pauseAnimations`: Storybook's test mode (see below).
 */
export async function openPreview(
  page,
  baseUrl,
  { retryPlayError = () => true, pauseAnimations = false } = {},
) {
  // Storybook's own test mode (`isTestEnvironment`, as in the Vitest story run): once the play
  // function is done, animations are set to their end state and transitions switched off, instead
  // of waiting (at least 100 ms per story) for them to end. The story and axe see the same end state.
  if (pauseAnimations) {
    await page.addInitScript(() => {
      const userAgent = `${navigator.userAgent} StorybookTestRunner`;
      Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => userAgent });
    });
  }
  /** The globals last sent to the preview (none after a (re)load: the preview's initial globals). */
  let sentGlobals;
  /** (Re)loads the preview and listens to its channel; a story that navigates the page away needs it. */
  // The preview boots on an id that matches no story, so that no story renders (and runs its play
  // function) before the one asked for.
  const boot = async () => {
    sentGlobals = undefined;
    await page.goto(`${baseUrl}/iframe.html?id=sweep--none&viewMode=story`);
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__));
    await page.evaluate(listen);
  };
  const listen = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    window.__sweep = { finished: new Map(), errors: new Map(), playErrors: new Map(), phases: new Map() };
    // Wakes the render waiting for this story (see renderOnce), if any.
    const notify = () => window.__sweep.waiting?.();
    channel.on('storyFinished', (event) => {
      window.__sweep.finished.set(event.storyId, event);
      notify();
    });
    // When each render phase of a story began (loading, rendering, playing, completing, afterEach:
    // the a11y addon's axe run, finished...), for `timing`.
    channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
      const phases = window.__sweep.phases.get(storyId);
      if (phases && !(newPhase in phases)) phases[newPhase] = performance.now();
    });
    // After the previous story was torn down.
    channel.on('storyPrepared', ({ id }) => {
      const phases = window.__sweep.phases.get(id);
      if (phases) phases.prepared = performance.now();
    });
    const text = (error) => String(error?.message ?? error?.description ?? error);
    const fail = (storyId, error) => {
      window.__sweep.errors.set(storyId ?? 'unknown', text(error));
      notify();
    };
    channel.on('storyErrored', (event) => fail(event?.storyId, event));
    channel.on('storyThrewException', (error) => fail(window.__sweep.current, error));
    channel.on('playFunctionThrewException', (error) =>
      window.__sweep.playErrors.set(window.__sweep.current, text(error)),
    );
  };
  await boot();

  /** The page's size before any story asked for another (the sweep's 1280 x 800). */
  const pageSize = page.viewportSize();

  /**
   * @param {string} storyId
   * @param {Record<string, string>} globals e.g. `{ theme: 'dark', locale: 'ar' }`
   * @param {number} [timeoutMs] how long a story may take to finish (ms)
   * @param {{ axe?: boolean, text?: boolean, timing?: boolean }} [checks] `axe: false` skips the
   *   accessibility check (the a11y addon's run and ours), e.g. for screenshots (`pnpm visual`);
   *   `text` (default: as `axe`) reads the page's visible text (the story sweep's English-text
   *   check); `timing` adds `timing`: milliseconds spent per step of the render (see renderTiming)
   * @returns {Promise<{ status: string, error?: string, playError?: string, text?: string, lang?: string, violations: { id: string, help: string, nodes: { target: string[], failureSummary?: string }[] }[] }>}
   *   `error`: the story failed to render; `playError`: its play function failed (the render and
   *   the axe result still count); `violations`: axe's findings (the a11y addon's run, or our own
   *   run with the WCAG 2.2 AA tags when the addon reported nothing); `text`: the page's visible text;
   *   `lang`: the `<html lang>` it was rendered in (a story may pin its own locale).
   */
  return async function renderStory(
    storyId,
    globals,
    timeoutMs = 30_000,
    { axe = true, text = axe, timing = false } = {},
  ) {
    if (!axe) globals = { ...globals, a11y: { manual: true } };
    const started = performance.now();
    let first;
    try {
      const result = await renderOnce(storyId, globals, timeoutMs, axe, text, timing);
      first = result.timing;
      if (result.status === 'success' && !result.error && !result.playError) return result;
      // Rendered, axe clean (after the play function stopped): only the play function failed.
      const onlyPlay = !result.error && result.playError && result.violations.length === 0;
      if (onlyPlay && !retryPlayError(globals, storyId)) return result;
    } catch {
      // Handled below: the previous story may have navigated the preview away (a link followed by
      // a play function) or left it in a state this story's play function does not expect.
    }
    // A story that fails after others in the same page gets one more chance on a fresh page, as
    // the Vitest story run gives it; a story that fails there too really fails.
    const reboot = performance.now();
    await boot();
    const result = await renderOnce(storyId, globals, timeoutMs, axe, text, timing);
    if (timing) {
      result.timing.retry = { first, boot: performance.now() - reboot - result.timing.total };
      result.timing.total = performance.now() - started;
    }
    return result;
  };

  /**
   * Gives the page the size a story asks for, as the Vitest story run does: its `viewport` global
   * (`globals: { viewport: { value: 'mobile2' } }`, the prepared story's `storyGlobals`) or
   * `parameters.viewport.defaultViewport`, looked up in the story's `parameters.viewport.options`
   * and Storybook's minimal viewports; the page's own size otherwise.
   */
  async function fitViewport(storyId) {
    if (!pageSize) return;
    const asked = await page.evaluate(async (id) => {
      const story = await window.__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId: id });
      const parameter = story?.parameters?.viewport ?? {};
      if (parameter.disable || parameter.disabled) return undefined;
      const name = story?.storyGlobals?.viewport?.value ?? parameter.defaultViewport;
      return name ? { name, options: { ...parameter.viewports, ...parameter.options } } : undefined;
    }, storyId);
    const styles = asked ? { ...MINIMAL_VIEWPORTS, ...asked.options }[asked.name]?.styles : undefined;
    const px = (value) => (/^\d+(px)?$/.test(String(value)) ? Number.parseInt(value, 10) : undefined);
    const size =
      px(styles?.width) && px(styles?.height)
        ? { width: px(styles.width), height: px(styles.height) }
        : pageSize;
    const now = page.viewportSize();
    if (now?.width !== size.width || now?.height !== size.height) await page.setViewportSize(size);
  }

  async function renderOnce(storyId, globals, timeoutMs, axe, text, timing) {
    const started = performance.now();
    // Globals are sent only when they change, and then to a fresh page with no story on it: each
    // 'updateGlobals' re-renders the story on show (loaders, render, axe again: a wasted render of
    // the previous story, still running when the next one is asked for).
    const globalsKey = JSON.stringify(globals);
    if (sentGlobals !== undefined && sentGlobals !== globalsKey) await boot();
    const sendGlobals = sentGlobals !== globalsKey;
    sentGlobals = globalsKey;
    const fitting = performance.now();
    await fitViewport(storyId);
    const fitted = performance.now();
    // One call: ask for the story, then wait in the page for Storybook to report it finished (or
    // failed), woken by the channel's events (no polling).
    const result = await page.evaluate(
      ({ storyId, globals, sendGlobals, timeoutMs }) =>
        new Promise((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const sweep = window.__sweep;
          sweep.phases.set(storyId, { start: performance.now() });
          sweep.finished.delete(storyId);
          sweep.errors.delete(storyId);
          sweep.playErrors.delete(storyId);
          sweep.current = storyId;
          const check = () => {
            if (sweep.errors.has(storyId))
              return { status: 'error', error: sweep.errors.get(storyId), violations: [] };
            const event = sweep.finished.get(storyId);
            if (!event) return undefined;
            // The a11y addon's report, then the Dark check's of the same render when asked for
            // (`darkThemeCheck` global, .storybook/darkThemeCheck.ts: marked `theme: 'dark'`).
            const reports = (event.reporters ?? []).filter((reporter) => reporter.type === 'a11y');
            const own = reports.find((report) => !report.theme);
            const violations = Array.isArray(own?.result?.violations)
              ? reports.flatMap((report) =>
                  (report.result?.violations ?? []).map((violation) => ({
                    id: report.theme ? `${violation.id} (${report.theme} theme)` : violation.id,
                    help: violation.help,
                    nodes: (violation.nodes ?? []).map((node) => ({
                      target: node.target,
                      failureSummary: node.failureSummary,
                    })),
                  })),
                )
              : null;
            return { status: event.status, playError: sweep.playErrors.get(storyId), violations };
          };
          const timer = setTimeout(() => {
            sweep.waiting = undefined;
            resolve({ timedOut: true });
          }, timeoutMs);
          sweep.waiting = () => {
            const done = check();
            if (!done) return;
            clearTimeout(timer);
            sweep.waiting = undefined;
            resolve(done);
          };
          // Each story starts as on a fresh page: nothing focused and the sequential focus navigation
          // starting point at the top of the document (a removed element would otherwise keep it).
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          const start = document.createElement('span');
          start.tabIndex = -1;
          document.body.prepend(start);
          start.focus();
          start.blur();
          start.remove();
          if (sendGlobals) channel.emit('updateGlobals', { globals });
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        }),
      { storyId, globals, sendGlobals, timeoutMs },
    );
    if (result.timedOut) throw new Error(`${storyId} did not finish within ${timeoutMs} ms`);
    const finished = performance.now();
    if (!axe) result.violations = [];
    else if (result.violations === null)
      result.violations = await runAxe(page, globals[DARK_THEME_CHECK_GLOBAL] === true);
    const axed = performance.now();
    // What a reader sees, and in which language (`<html lang>`, which a story's own locale global
    // sets), for the sweep's English-text check.
    if (text) {
      Object.assign(
        result,
        await page.evaluate(() => ({ text: document.body.innerText, lang: document.documentElement.lang })),
      );
    }
    if (timing) {
      const phases = await page.evaluate((id) => window.__sweep.phases.get(id) ?? {}, storyId);
      result.timing = {
        ...renderTiming(phases),
        viewport: fitted - fitting,
        ownAxe: axed - finished,
        text: performance.now() - axed,
        total: performance.now() - started,
      };
    }
    return result;
  }
}

/**
 * Milliseconds per step of one render, from the times Storybook's render phases began (in the
 * page): `prepare` (from the story asked for to its loaders: the previous story's teardown, this
 * one's module), `load` (loaders: the locale's catalogue), `render` (mount), `play` (the play function,
 * until it passed or failed), `settle` (waiting for animations), `axe` (the a11y addon's run, in
 * afterEach), `inPage` (from the story asked for to 'finished').
 */
function renderTiming(phases) {
  const at = (...names) => names.map((name) => phases[name]).find((value) => value !== undefined);
  const span = (from, to) => (from === undefined || to === undefined ? 0 : Math.max(0, to - from));
  const playEnd = at('played', 'errored');
  return {
    prepare: span(phases.start, at('loading')),
    import: span(phases.start, at('preparing')),
    teardown: span(at('preparing'), phases.prepared),
    load: span(at('loading'), at('rendering')),
    render: span(at('rendering'), at('playing', 'completing')),
    play: span(at('playing'), playEnd),
    settle: span(at('completing'), at('completed')),
    axe: span(at('afterEach'), at('finished')),
    inPage: span(phases.start, at('finished')),
  };
}

/** axe-core's browser build (from the e2e package, which depends on it). */
const AXE_SOURCE = createRequire(new URL('../../tests/package.json', import.meta.url)).resolve(
  'axe-core/axe.min.js',
);

/**
 * Runs axe (WCAG 2.2 AA tags) on the whole preview document; with `dark`, the theme-dependent rules
 * again with `data-theme="dark"` on `<html>` (as .storybook/darkThemeCheck.ts does when the a11y
 * addon runs), their findings marked "(dark theme)". Only a Lite render is switched (the page's
 * `data-theme`: this fallback, after a failed play function, does not see the story's own globals).
 */
async function runAxe(page, dark = false) {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(
    async ({ dark, themeRules }) => {
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
      const list = (violations, suffix = '') =>
        violations.map((violation) => ({
          id: `${violation.id}${suffix}`,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({
            target: node.target,
            failureSummary: node.failureSummary,
          })),
        }));
      const results = await window.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      if (!dark) return list(results.violations);
      const root = document.documentElement;
      const previous = root.getAttribute('data-theme');
      if (previous !== null && previous !== 'lite') return list(results.violations);
      root.setAttribute('data-theme', 'dark');
      try {
        const darkResults = await window.axe.run(document, {
          runOnly: { type: 'rule', values: themeRules },
          resultTypes: ['violations'],
        });
        return [...list(results.violations), ...list(darkResults.violations, ' (dark theme)')];
      } finally {
        if (previous === null) root.removeAttribute('data-theme');
        else root.setAttribute('data-theme', previous);
      }
    },
    { dark, themeRules: THEME_DEPENDENT_RULES },
  );
}

/** Readable text of a story's axe violations (empty when there are none). */
export function formatStoryViolations(violations) {
  return violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map((node) => `    - ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}
