/**
 * The chat thread phase of `pnpm bench` (issue 17): renders the Storybook story of a
 * 10,000-message thread (`Chat/ChatScreen` › `TenThousandMessages`) from storybook-static in
 * Chromium and measures, in the page:
 *
 * - `firstPaintMs`: from asking Storybook to render the story (performance mark
 *   `chat-bench:render`) to the first frame painted with the thread's newest message in view
 *   (mark `chat-bench:painted`, taken in a task queued from the requestAnimationFrame callback of
 *   that frame, i.e. after its paint). The story's module is loaded beforehand through another story
 *   of the same file, so the figure is the render, not the download.
 * - `longestFrameMs`: the longest gap between two requestAnimationFrame callbacks while the thread
 *   is scrolled programmatically from the top to the end, {@link SCROLL_STEP_PX} per frame; also the
 *   frame count, the 95th percentile and the number of long animation frames (over 50 ms) that
 *   Chromium reported (`long-animation-frame` entries).
 *
 * Targets (issue 17): first paint under 100 ms, no frame over 50 ms while scrolling.
 */
import { openPreview, serveStatic } from '../storybook.mjs';

/** The story measured, and another story of the same file that loads its module first. */
export const CHAT_BENCH_STORY = 'chat-chatscreen--ten-thousand-messages';
export const CHAT_BENCH_WARMUP_STORY = 'chat-chatscreen--connected';

/** Targets of issue 17, in milliseconds. */
export const CHAT_TARGETS = { firstPaintMaxMs: 100, longestFrameMaxMs: 50 };

/** Pixels scrolled per animation frame (a fast fling: about two screens of the thread). */
export const SCROLL_STEP_PX = 1200;

/** Viewport of the page (a laptop screen). */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * @typedef {{ story: string, messages: number, firstPaintMs: number, scroll: { frames: number,
 *   distancePx: number, durationMs: number, longestFrameMs: number, p95FrameMs: number,
 *   longAnimationFrames: number | null, stepPx: number }, targets: typeof CHAT_TARGETS,
 *   withinTargets: { firstPaint: boolean, longestFrame: boolean } }} ChatBenchFigures
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
    // The story's play function checks the thread and ends scrolled to the top.
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
    return {
      story: CHAT_BENCH_STORY,
      messages: 10_000,
      firstPaintMs,
      scroll: { ...scrollFigures, stepPx: SCROLL_STEP_PX },
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
