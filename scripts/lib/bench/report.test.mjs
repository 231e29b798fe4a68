import { describe, expect, it } from 'vitest';
import { CHAT_TARGETS } from './chatThread.mjs';
import { evaluateChatTargets, printWeightComparison } from './report.mjs';

/** The chat thread figures of `pnpm bench` against issue 17's targets (first paint, longest frame). */
describe('evaluateChatTargets', () => {
  const figures = (firstPaintMs, longestFrameMs) => ({
    firstPaintMs,
    scroll: { longestFrameMs },
  });

  it('passes under 100 ms to first paint and at most 50 ms a frame, else reports OVER', () => {
    expect(evaluateChatTargets(figures(99.9, 50), CHAT_TARGETS).map((v) => v.status)).toEqual([
      'PASS',
      'PASS',
    ]);
    const over = evaluateChatTargets(figures(100, 50.1), CHAT_TARGETS);
    expect(over.map((v) => [v.budget, v.shown, v.limit, v.status])).toEqual([
      ['first paint', '100.0 ms', '< 100 ms', 'OVER'],
      ['longest frame, scrolling', '50.1 ms', '<= 50 ms', 'OVER'],
    ]);
  });

  it('is SKIP with --no-chat-bench and N/A when the figures could not be measured', () => {
    expect(evaluateChatTargets(undefined, CHAT_TARGETS).map((v) => v.status)).toEqual(['SKIP', 'SKIP']);
    expect(evaluateChatTargets({ error: 'no storybook' }, CHAT_TARGETS).map((v) => v.status)).toEqual([
      'N/A',
      'N/A',
    ]);
  });
});

/** Issue 21's table: ours (first paint, once usable, live) beside the Ant Design baseline. */
describe('printWeightComparison', () => {
  const totals = (gzipBytes, files) => ({ gzipBytes, files });
  const weight = (paint, usable, live) => ({
    totals: totals(...paint),
    interactive: { totals: totals(...usable) },
    typed: { totals: totals(...live) },
  });

  it('divides our once-usable weight by the baseline and checks the target and the 12 files', () => {
    const log = console.log;
    console.log = () => undefined;
    try {
      const rows = printWeightComparison({
        routes: ['/signin', '/signup', '/missing'],
        ours: {
          '/signin': weight([6000, 2], [6000, 2], [220000, 60]),
          '/signup': weight([100000, 20], [100000, 20], [100000, 20]),
        },
        antd: {
          '/signin': { interactive: { totals: totals(225000, 7) } },
          '/signup': { interactive: { totals: totals(250000, 9) } },
        },
        targets: { '/signin': 0.5, '/signup': 0.6 },
        maxFiles: 12,
      });
      expect(rows.map((row) => [row.route, row.ratio?.toFixed(3) ?? null, row.within])).toEqual([
        ['/signin', '0.027', true],
        ['/signup', '0.400', false], // 20 files: over the 12
        ['/missing', null, null],
      ]);
      expect(rows[0].liveRatio?.toFixed(2)).toBe('0.98');
    } finally {
      console.log = log;
    }
  });
});
