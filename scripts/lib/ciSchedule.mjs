/**
 * The step scheduler of `pnpm test` (scripts/ci-steps.mjs): which ready steps start now.
 *
 * A step's `load` says how much of a 2-core machine it keeps busy on its own: 'both' runs alone,
 * 'most' runs beside one light step at most, light steps (no `load`) run two at a time (`jobs`).
 */

/**
 * @typedef {{ name: string, needs?: string[], after?: string[], load?: 'both' | 'most' }} ScheduledStep
 * @typedef {'waiting' | 'running' | 'passed' | 'failed' | 'skipped'} StepState
 */

/**
 * Whether `step` may start beside the `running` steps: a 'both' step only alone, nothing beside a
 * 'both' step, and at most one 'most' step at a time.
 * @param {ScheduledStep} step
 * @param {ScheduledStep[]} running
 */
export function fitsBeside(step, running) {
  if (running.length === 0) return true;
  if (step.load === 'both' || running.some((other) => other.load === 'both')) return false;
  return !(step.load === 'most' && running.some((other) => other.load === 'most'));
}

/**
 * The waiting steps to mark skipped: each needs a step that failed or was skipped, directly or
 * through another skipped step.
 * @param {ScheduledStep[]} steps
 * @param {(name: string) => StepState | undefined} stateOf
 * @returns {ScheduledStep[]}
 */
export function skippedSteps(steps, stateOf) {
  const skipped = new Set();
  const down = (name) => skipped.has(name) || ['failed', 'skipped'].includes(stateOf(name) ?? 'passed');
  for (let changed = true; changed;) {
    changed = false;
    for (const step of steps) {
      if (stateOf(step.name) !== 'waiting' || skipped.has(step.name)) continue;
      if ((step.needs ?? []).some(down)) {
        skipped.add(step.name);
        changed = true;
      }
    }
  }
  return steps.filter((step) => skipped.has(step.name));
}

/**
 * Throws when a step needs, or comes after, a step listed after it (or not listed): a waiting
 * 'both' step holds back the steps listed after it (see {@link stepsToStart}), so such an order
 * could wait forever.
 * @param {ScheduledStep[]} steps
 */
export function checkStepOrder(steps) {
  steps.forEach((step, index) => {
    for (const name of [...(step.needs ?? []), ...(step.after ?? [])]) {
      const at = steps.findIndex((other) => other.name === name);
      if (at < 0 || at >= index)
        throw new Error(`Step ${step.name} waits for ${name}, which is not listed before it.`);
    }
  });
}

/**
 * The waiting steps to start now, in list order: each once the steps it `needs` passed and the
 * steps it comes `after` finished, while fewer than `jobs` run and its load fits beside them. A
 * waiting 'both' step that cannot start yet (its set-up still running, or other steps) holds back
 * the steps listed after it: else a step listed later, ready sooner, would take the machine first
 * (the server tests before the Vitest step when Prosody's check ends before Chromium's), and light
 * steps starting one after another could keep it waiting until they are all done.
 * @param {ScheduledStep[]} steps in priority order
 * @param {(name: string) => StepState | undefined} stateOf undefined: not in this run
 * @param {ScheduledStep[]} running
 * @param {number} jobs at most this many steps at once
 * @returns {ScheduledStep[]}
 */
export function stepsToStart(steps, stateOf, running, jobs) {
  const starting = [];
  const busy = [...running];
  const finished = ['passed', 'failed', 'skipped'];
  for (const step of steps) {
    if (busy.length >= jobs) break;
    if (stateOf(step.name) !== 'waiting') continue;
    const ready =
      (step.needs ?? []).every((name) => (stateOf(name) ?? 'passed') === 'passed') &&
      (step.after ?? []).every((name) => finished.includes(stateOf(name) ?? 'passed'));
    if (!ready || !fitsBeside(step, busy)) {
      if (step.load === 'both') break;
      continue;
    }
    starting.push(step);
    busy.push(step);
  }
  return starting;
}
