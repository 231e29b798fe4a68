/**
 * The chat thread phase of `pnpm bench` (issue 17): renders the Storybook story of a
 * 10,000-message thread (`Chat/ChatScreen` › `TenThousandMessages`) from storybook-static in
 * Chromium and measures, in the page:
 *
 * - `firstPaintMs`: from asking Storybook to render the story (performance mark
 *   `chat-bench:render`) to the first frame painted with the thread's newest message in view
 *   (mark `chat-bench:painted`, taken in a task queued from the requestAnimationFrame callback of
 *   that frame, i.e. after its paint). The story's module is loaded beforehand through another story
 *   of the same file, so the figure is the render, not the download. The story has no play
 *   function: Storybook runs one right after the render, before the paint, and it was counted.
 * - `longestFrameMs`: the longest gap between two requestAnimationFrame callbacks while the thread
 *   is scrolled programmatically from the top to the end, {@link SCROLL_STEP_PX} per frame; also the
 *   frame count, the 95th percentile and the number of long animation frames (over 50 ms) that
 *   Chromium reported (`long-animation-frame` entries).
 *
 * Beside each wall-clock figure, the CPU time of the renderer's main thread (a Chromium trace of its
 * tasks, `RunTask` thread durations): on a shared, loaded machine a frame is late whenever the
 * renderer is not scheduled, whatever the page does, so the wall-clock figures are the load's while
 * the CPU figures are the page's own work.
 *
 * - `cpu.firstPaintMs`: main-thread CPU time in the first-paint window (tasks cut at its edges);
 * - `cpu.scrollLongestTaskMs`: CPU time of the longest main-thread task while scrolling (its wall
 *   duration is `cpu.scrollLongestTaskWallMs`), and `cpu.scrollPerFrameMs` the CPU time per frame.
 *
 * {@link measureChatThreadRuns} repeats the measurement (a fresh page each time) and reports the
 * median and the maximum of every figure, with the load average at each run: a benchmark that
 * prints, never fails.
 *
 * Targets (issue 17): first paint under 100 ms, no frame over 50 ms while scrolling.
 */
import os from 'node:os';
import { openPreview, serveStatic } from '../storybook.mjs';

/** The story measured, and another story of the same file that loads its module first. */
export const CHAT_BENCH_STORY = 'chat-chatscreen--ten-thousand-messages';
export const CHAT_BENCH_WARMUP_STORY = 'chat-chatscreen--connected';

/** Targets of issue 17, in milliseconds. */
export const CHAT_TARGETS = { firstPaintMaxMs: 100, longestFrameMaxMs: 50 };

/** Pixels scrolled per animation frame (a fast fling: about two screens of the thread). */
export const SCROLL_STEP_PX = 1200;

/** Runs of the chat phase by default (`--chat-runs`); the median and the maximum are reported. */
export const CHAT_RUNS = 5;

/** Trace categories: the renderer's tasks with their thread (CPU) time, and the page's marks. */
const TRACE_CATEGORIES = 'disabled-by-default-devtools.timeline,blink.user_timing';

/** Viewport of the page (a laptop screen). */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * @typedef {{ story: string, messages: number, firstPaintMs: number, scroll: { frames: number,
 *   distancePx: number, durationMs: number, longestFrameMs: number, p95FrameMs: number,
 *   longAnimationFrames: number | null, stepPx: number }, cpu: ChatBenchCpu | null,
 *   loadAverage: number[], targets: typeof CHAT_TARGETS,
 *   withinTargets: { firstPaint: boolean, longestFrame: boolean } }} ChatBenchFigures
 * @typedef {{ firstPaintMs: number, scrollLongestTaskMs: number, scrollLongestTaskWallMs: number,
 *   scrollPerFrameMs: number }} ChatBenchCpu CPU time of the renderer's main thread, in ms
 */

/**
 * Serves `storybookDir`, opens the story in a fresh page of `browser` and measures it.
 * @param {import('playwright').Browser} browser
 * @param {string} storybookDir built Storybook (storybook-static)
 * @returns {Promise<ChatBenchFigures>}
 */
export async function measureChatThread(browser, storybookDir) {
  const server = await serveStatic(storybookDir);
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    // Storybook's element highlighter (a manager feature) is reset on every render and from then on
    // runs, on every DOM mutation of the preview, a querySelectorAll('*') with getComputedStyle on
    // each element: while the thread scrolls that was most of each frame's work, none of it the
    // thread's. Marking it initialised before the preview boots keeps it off; the portal has no such
    // code.
    await page.addInitScript(() => {
      globalThis.__STORYBOOK_HIGHLIGHT_INITIALIZED = true;
    });
    const renderStory = await openPreview(page, server.url);
    const warmup = await renderStory(CHAT_BENCH_WARMUP_STORY, {}, 30_000, { axe: false });
    if (warmup.error) throw new Error(`story ${CHAT_BENCH_WARMUP_STORY}: ${warmup.error}`);
    const loadAverage = os.loadavg();
    const trace = await startTrace(context, page);

    // Watch for the thread's newest message before asking for the story.
    await page.evaluate(() => {
      window.__chatBench = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('the thread did not show its newest message within 60 s')), 60_000);
        const painted = () => {
          // A task queued from a frame's rAF callback runs after that frame's paint.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              performance.mark('chat-bench:painted');
              resolve(
                performance.measure('chat-bench:first-paint', 'chat-bench:render', 'chat-bench:painted'),
              );
            };
            channel.port2.postMessage(null);
          });
        };
        const ready = () => {
          const log = document.querySelector('[role="log"]');
          // A bubble's first text is the message (its time and status follow in the same element).
          return Boolean(
            log &&
            [...log.querySelectorAll('[data-direction]')].some(
              (bubble) => bubble.firstChild?.textContent === 'Message 10000',
            ),
          );
        };
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }).then((measure) => measure.duration);
      // The clock starts when the story is asked for, as the manager would ask.
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const emit = channel.emit.bind(channel);
      channel.emit = (type, ...args) => {
        if (type === 'setCurrentStory') performance.mark('chat-bench:render');
        return emit(type, ...args);
      };
    });
    const finished = renderStory(CHAT_BENCH_STORY, {}, 60_000, { axe: false });
    const firstPaintMs = await page.evaluate(() => window.__chatBench);
    // The story has no play function (Storybook would run it before the paint measured; its checks
    // are the TenThousandMessagesScrolled story's): it has rendered once Storybook says so.
    const story = await finished;
    if (story.error) throw new Error(`story ${CHAT_BENCH_STORY}: ${story.error}`);
    if (story.playError) throw new Error(`story ${CHAT_BENCH_STORY}: ${story.playError}`);

    const scroll = await page.evaluate(async (stepPx) => {
      const log = document.querySelector('[role="log"]');
      if (!(log instanceof HTMLElement)) throw new Error('no thread (role=log) in the story');
      let longAnimationFrames = null;
      let observer = null;
      if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
        longAnimationFrames = 0;
        observer = new PerformanceObserver((list) => {
          longAnimationFrames += list.getEntries().filter((entry) => entry.duration > 50).length;
        });
        observer.observe({ type: 'long-animation-frame' });
      }
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      log.scrollTop = 0;
      await frame();
      let previous = await frame();
      performance.mark('chat-bench:scroll-start');
      const started = previous;
      const deltas = [];
      const deadline = performance.now() + 120_000;
      // The virtualizer measures rows as they appear, so the end moves: scroll until it stays put.
      while (log.scrollTop + log.clientHeight < log.scrollHeight - 1 && performance.now() < deadline) {
        log.scrollTop += stepPx;
        const now = await frame();
        deltas.push(now - previous);
        previous = now;
      }
      performance.mark('chat-bench:scroll-end');
      const atEnd = [...log.querySelectorAll('[data-direction]')].some(
        (bubble) => bubble.firstChild?.textContent === 'Message 10000',
      );
      observer?.disconnect();
      const sorted = [...deltas].sort((a, b) => a - b);
      return {
        atEnd,
        frames: deltas.length,
        distancePx: log.scrollTop,
        durationMs: previous - started,
        longestFrameMs: sorted.at(-1) ?? 0,
        p95FrameMs: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
        longAnimationFrames,
      };
    }, SCROLL_STEP_PX);
    if (!scroll.atEnd) throw new Error('scrolling did not reach the newest message');
    const { atEnd: _atEnd, ...scrollFigures } = scroll;
    const cpu = cpuFigures(await trace.stop(), scroll.frames);
    return {
      story: CHAT_BENCH_STORY,
      messages: 10_000,
      firstPaintMs,
      scroll: { ...scrollFigures, stepPx: SCROLL_STEP_PX },
      cpu,
      loadAverage,
      targets: CHAT_TARGETS,
      withinTargets: {
        firstPaint: firstPaintMs < CHAT_TARGETS.firstPaintMaxMs,
        longestFrame: scroll.longestFrameMs <= CHAT_TARGETS.longestFrameMaxMs,
      },
    };
  } finally {
    await context.close().catch(() => {});
    await server.close();
  }
}

/**
 * Starts a Chromium trace of the page's renderer (its tasks and the page's performance marks).
 * @returns {Promise<{ stop: () => Promise<object[]> }>} `stop` ends it and gives its events
 */
async function startTrace(context, page) {
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach().catch(() => {});
      return events;
    },
  };
}

/**
 * CPU figures of the renderer's main thread from a trace holding the bench's marks
 * (`chat-bench:render`, `chat-bench:painted`, `chat-bench:scroll-start`, `chat-bench:scroll-end`):
 * the thread time (`tdur`) of its `RunTask` events, a task cut by a window's edge counted in
 * proportion to the part of it inside. Null when the trace lacks the marks.
 * @param {object[]} events trace events (Chromium's JSON trace format)
 * @param {number} frames animation frames of the scroll
 * @returns {ChatBenchCpu | null}
 */
export function cpuFigures(events, frames) {
  const mark = (name) => events.find((event) => event.name === name);
  const render = mark('chat-bench:render');
  const painted = mark('chat-bench:painted');
  const scrollStart = mark('chat-bench:scroll-start');
  const scrollEnd = mark('chat-bench:scroll-end');
  if (!render || !painted || !scrollStart || !scrollEnd) return null;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === render.pid && event.tid === render.tid,
  );
  const inWindow = (start, end) =>
    tasks
      .map((task) => {
        const overlap = Math.min(task.ts + task.dur, end) - Math.max(task.ts, start);
        if (overlap <= 0) return null;
        const share = task.dur > 0 ? Math.min(1, overlap / task.dur) : 1;
        return { cpu: ((task.tdur ?? 0) * share) / 1000, wall: task.dur / 1000 };
      })
      .filter(Boolean);
  const sum = (list) => list.reduce((total, task) => total + task.cpu, 0);
  const scrolling = inWindow(scrollStart.ts, scrollEnd.ts);
  const longest = scrolling.reduce((max, task) => (task.cpu > max.cpu ? task : max), { cpu: 0, wall: 0 });
  return {
    firstPaintMs: sum(inWindow(render.ts, painted.ts)),
    scrollLongestTaskMs: longest.cpu,
    scrollLongestTaskWallMs: longest.wall,
    scrollPerFrameMs: frames > 0 ? sum(scrolling) / frames : 0,
  };
}

/** Median (the mean of the two middle values for an even count) and maximum; null for no values. */
export function medianMax(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, max: sorted.at(-1), min: sorted[0], runs: sorted.length };
}

/**
 * The figures of several runs in one: each figure's median, minimum and maximum, the load average
 * (1 min) at each run, and the verdicts against {@link CHAT_TARGETS} on the medians (the top-level
 * `firstPaintMs` and `scroll.longestFrameMs` are the medians, as `evaluateChatTargets` reads them).
 * @param {ChatBenchFigures[]} runs at least one
 */
export function summarizeChatRuns(runs) {
  const of = (pick) => medianMax(runs.map(pick));
  const firstPaint = of((run) => run.firstPaintMs);
  const longestFrame = of((run) => run.scroll.longestFrameMs);
  const summary = {
    firstPaintMs: firstPaint,
    longestFrameMs: longestFrame,
    p95FrameMs: of((run) => run.scroll.p95FrameMs),
    frames: of((run) => run.scroll.frames),
    longAnimationFrames: of((run) => run.scroll.longAnimationFrames),
    cpu: {
      firstPaintMs: of((run) => run.cpu?.firstPaintMs),
      scrollLongestTaskMs: of((run) => run.cpu?.scrollLongestTaskMs),
      scrollLongestTaskWallMs: of((run) => run.cpu?.scrollLongestTaskWallMs),
      scrollPerFrameMs: of((run) => run.cpu?.scrollPerFrameMs),
    },
    loadAverage1m: of((run) => run.loadAverage?.[0]),
  };
  const last = runs.at(-1);
  return {
    story: last.story,
    messages: last.messages,
    runs,
    summary,
    firstPaintMs: firstPaint.median,
    scroll: { ...last.scroll, longestFrameMs: longestFrame.median, p95FrameMs: summary.p95FrameMs.median },
    targets: CHAT_TARGETS,
    withinTargets: {
      firstPaint: firstPaint.median < CHAT_TARGETS.firstPaintMaxMs,
      longestFrame: longestFrame.median <= CHAT_TARGETS.longestFrameMaxMs,
    },
  };
}

/**
 * Measures the thread `runs` times, each in a fresh page ({@link measureChatThread}), and
 * summarises them ({@link summarizeChatRuns}). A failed run is kept in `failedRuns` and the others
 * still count; it throws only when no run could be measured.
 * @param {import('playwright').Browser} browser
 * @param {string} storybookDir built Storybook (storybook-static)
 * @param {number} runs
 * @param {(run: number, figures: ChatBenchFigures | { error: string }) => void} [onRun] progress
 */
export async function measureChatThreadRuns(browser, storybookDir, runs = CHAT_RUNS, onRun = () => {}) {
  const measured = [];
  const failed = [];
  for (let run = 1; run <= runs; run += 1) {
    try {
      const figures = await measureChatThread(browser, storybookDir);
      measured.push(figures);
      onRun(run, figures);
    } catch (error) {
      failed.push({ run, error: error.message });
      onRun(run, { error: error.message });
    }
  }
  if (!measured.length) throw new Error(failed.map((f) => `run ${f.run}: ${f.error}`).join('; '));
  return { ...summarizeChatRuns(measured), failedRuns: failed };
}
