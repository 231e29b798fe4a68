import { describe, expect, it } from 'vitest';
import { checkStepOrder, fitsBeside, skippedSteps, stepsToStart } from './ciSchedule.mjs';
import { STEPS } from './ciSteps.mjs';

const step = (name) => STEPS.find((entry) => entry.name === name);

/**
 * Runs the scheduler to the end: each round, the first running step finishes (passing or not), or
 * the first of `first` that is running.
 */
function simulate({ jobs = 2, fail = [], first = [] } = {}) {
  const state = new Map(STEPS.map((entry) => [entry.name, 'waiting']));
  const running = [];
  const rounds = [];
  for (;;) {
    for (const entry of skippedSteps(STEPS, (name) => state.get(name))) state.set(entry.name, 'skipped');
    const started = stepsToStart(STEPS, (name) => state.get(name), running, jobs);
    for (const entry of started) {
      state.set(entry.name, 'running');
      running.push(entry);
    }
    if (running.length === 0) break;
    rounds.push(running.map((entry) => entry.name));
    const early = running.findIndex((entry) => first.includes(entry.name));
    const [done] = running.splice(Math.max(0, early), 1);
    state.set(done.name, fail.includes(done.name) ? 'failed' : 'passed');
  }
  return { rounds, state };
}

describe('fitsBeside', () => {
  it("starts anything on an idle machine, a 'both' step only there", () => {
    expect(fitsBeside(step('test:e2e'), [])).toBe(true);
    expect(fitsBeside(step('test:e2e'), [step('lint')])).toBe(false);
    expect(fitsBeside(step('lint'), [step('test:unit')])).toBe(false);
  });

  it("puts a light step beside a 'most' one, never two 'most' steps together", () => {
    expect(fitsBeside(step('lint'), [step('test:server')])).toBe(true);
    expect(fitsBeside(step('test:server'), [step('lint')])).toBe(true);
    expect(fitsBeside(step('test:story-sweep'), [step('test:server')])).toBe(false);
    expect(fitsBeside(step('typecheck'), [step('lint')])).toBe(true);
  });
});

describe('stepsToStart', () => {
  it('runs the Vitest step alone first, then fills the cores the server and sweep leave idle, e2e alone last', () => {
    const { rounds, state } = simulate();
    expect(rounds[0]).toEqual(['ensure-chromium', 'ensure-prosody']);
    // The Vitest step waits for the set-up still running instead of letting light steps go first.
    expect(rounds[1]).toEqual(['ensure-prosody']);
    expect(rounds[2]).toEqual(['test:unit']);
    expect(rounds[3]).toEqual(['test:server', 'lint']);
    for (const round of rounds) {
      const loads = round.map((name) => step(name).load);
      if (loads.includes('both')) expect(round).toHaveLength(1);
      expect(loads.filter((load) => load === 'most').length).toBeLessThanOrEqual(1);
      expect(round.length).toBeLessThanOrEqual(2);
    }
    expect(rounds.at(-1)).toEqual(['test:e2e']);
    expect(rounds.flat().filter((name) => name === 'test:story-sweep').length).toBeGreaterThan(0);
    expect([...state.values()].every((value) => value === 'passed')).toBe(true);
  });

  it("keeps the Vitest step first when Prosody's check ends before Chromium's", () => {
    const { rounds } = simulate({ first: ['ensure-prosody'] });
    expect(rounds[0]).toEqual(['ensure-chromium', 'ensure-prosody']);
    // The server tests are ready, but the Vitest step listed before them is still waiting.
    expect(rounds[1]).toEqual(['ensure-chromium']);
    expect(rounds[2]).toEqual(['test:unit']);
    expect(rounds[3]).toEqual(['test:server', 'lint']);
  });

  it("puts the sweep beside a light step once the server's tests are done", () => {
    const { rounds } = simulate();
    const sweep = rounds.filter((round) => round.includes('test:story-sweep'));
    expect(sweep.some((round) => round.length === 2)).toBe(true);
    expect(sweep.every((round) => !round.includes('test:server'))).toBe(true);
  });

  it('runs one step at a time with one job, in list order', () => {
    const { rounds } = simulate({ jobs: 1 });
    expect(rounds.every((round) => round.length === 1)).toBe(true);
    expect(rounds.map(([name]) => name)).toEqual(STEPS.map((entry) => entry.name));
  });

  it('skips what needs a failed step and still runs the rest; e2e comes after a failed Vitest step', () => {
    const { state } = simulate({ fail: ['build:packages', 'test:unit'] });
    expect(state.get('check-publish')).toBe('skipped');
    expect(state.get('test:e2e')).toBe('passed');
    expect(state.get('lint')).toBe('passed');
  });

  it('waits for the steps a step needs, and for those it comes after to finish', () => {
    const state = new Map(STEPS.map((entry) => [entry.name, 'passed']));
    state.set('test:unit', 'running');
    state.set('test:e2e', 'waiting');
    expect(stepsToStart(STEPS, (name) => state.get(name), [step('test:unit')], 2)).toEqual([]);
    state.set('test:unit', 'failed');
    expect(stepsToStart(STEPS, (name) => state.get(name), [], 2)).toEqual([step('test:e2e')]);
    state.set('build:portal', 'waiting');
    expect(stepsToStart(STEPS, (name) => state.get(name), [], 2)).toEqual([step('build:portal')]);
  });
});

describe('checkStepOrder', () => {
  it('accepts the steps of ci-steps.mjs, each listed after what it waits for', () => {
    expect(() => checkStepOrder(STEPS)).not.toThrow();
  });

  it('refuses a step that waits for one listed after it, or for one not listed', () => {
    expect(() => checkStepOrder([{ name: 'a', needs: ['b'] }, { name: 'b' }])).toThrow(
      'Step a waits for b, which is not listed before it.',
    );
    expect(() => checkStepOrder([{ name: 'a', after: ['gone'] }])).toThrow(/waits for gone/);
  });
});
