import { describe, expect, it } from 'vitest';
import { CHAT_TARGETS, cpuFigures, medianMax, summarizeChatRuns } from './chatThread.mjs';

/** The chat phase of `pnpm bench` (issue 17): several runs summarised, CPU time from a trace. */
describe('medianMax', () => {
  it('gives the median (mean of the middle two for an even count), minimum and maximum', () => {
    expect(medianMax([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, runs: 3 });
    expect(medianMax([40, 10, 20, 30])).toEqual({ median: 25, min: 10, max: 40, runs: 4 });
  });

  it('skips figures that could not be measured, and is null without any', () => {
    expect(medianMax([null, 5, undefined])).toEqual({ median: 5, min: 5, max: 5, runs: 1 });
    expect(medianMax([null])).toBeNull();
  });
});

describe('cpuFigures', () => {
  const mark = (name, ts) => ({ name, ph: 'I', pid: 1, tid: 1, ts });
  const task = (ts, dur, tdur, tid = 1) => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, dur, tdur });

  it("sums the main thread's task CPU time in each window, a task cut at an edge in proportion", () => {
    const events = [
      mark('chat-bench:render', 1_000),
      mark('chat-bench:painted', 51_000),
      mark('chat-bench:scroll-start', 100_000),
      mark('chat-bench:scroll-end', 200_000),
      task(0, 2_000, 1_000), // half inside the first-paint window: 0.5 ms
      task(10_000, 30_000, 20_000), // 20 ms
      task(20_000, 5_000, 5_000, 2), // another thread: not counted
      task(120_000, 10_000, 4_000), // scroll: 4 ms
      task(150_000, 30_000, 9_000), // scroll, the longest task: 9 ms of CPU over 30 ms
    ];
    expect(cpuFigures(events, 10)).toEqual({
      firstPaintMs: 20.5,
      scrollLongestTaskMs: 9,
      scrollLongestTaskWallMs: 30,
      scrollPerFrameMs: 1.3,
    });
  });

  it('is null when the trace lacks the marks', () => {
    expect(cpuFigures([task(0, 1, 1)], 1)).toBeNull();
  });
});

describe('summarizeChatRuns', () => {
  const run = (firstPaintMs, longestFrameMs, load) => ({
    story: 's',
    messages: 10_000,
    firstPaintMs,
    scroll: {
      frames: 10,
      distancePx: 1,
      durationMs: 1,
      longestFrameMs,
      p95FrameMs: 17,
      longAnimationFrames: 0,
      stepPx: 1200,
    },
    cpu: {
      firstPaintMs: firstPaintMs / 2,
      scrollLongestTaskMs: 10,
      scrollLongestTaskWallMs: 12,
      scrollPerFrameMs: 5,
    },
    loadAverage: [load, 0, 0],
  });

  it('judges the targets on the medians and keeps every run, the maxima and the load', () => {
    const chat = summarizeChatRuns([run(80, 17, 2), run(120, 67, 3), run(90, 33, 2.5)]);
    expect(chat.firstPaintMs).toBe(90);
    expect(chat.scroll.longestFrameMs).toBe(33);
    expect(chat.summary.firstPaintMs).toMatchObject({ median: 90, max: 120 });
    expect(chat.summary.longestFrameMs).toMatchObject({ median: 33, max: 67 });
    expect(chat.summary.cpu.firstPaintMs).toMatchObject({ median: 45, max: 60 });
    expect(chat.summary.loadAverage1m).toMatchObject({ min: 2, max: 3 });
    expect(chat.runs).toHaveLength(3);
    expect(chat.withinTargets).toEqual({ firstPaint: true, longestFrame: true });
    expect(chat.targets).toBe(CHAT_TARGETS);
  });
});
