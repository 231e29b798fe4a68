import { describe, expect, it } from 'vitest';
import { CHAT_TARGETS } from './chatThread.mjs';
import { evaluateChatTargets } from './report.mjs';

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
