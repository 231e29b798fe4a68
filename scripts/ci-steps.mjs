#!/usr/bin/env node
/**
 * `pnpm test`: every check CI runs, as a small graph of steps (scripts/lib/ciSteps.mjs), two side
 * by side as their `load` allows (scripts/lib/ciSchedule.mjs; `--jobs`, `CI_JOBS`, `--serial`),
 * each step's output prefixed with its name, and a timing summary at the end. Fails (exit 1) when
 * any step fails; steps that depend on a failed step are skipped, the others still run, so one run
 * reports every failure.
 *
 * The steps, in list order (a step starts once the steps it needs passed; among the ready ones, the
 * first listed starts first, and a waiting 'both' step holds back those listed after it):
 *   ensure-chromium, ensure-prosody            machine set-up (quiet when installed)
 *   test:unit                                  Vitest: unit (jsdom), tooling, stories + axe
 *   test:server                                Vitest: the server's tests
 *   lint, typecheck                            ESLint + Prettier + message catalogues; tsc
 *   build:portal                               the portal build e2e serves (built once, shared)
 *   build-storybook -> test:story-sweep        every built story in the other themes/directions
 *   build:packages -> check-publish            tsup builds of packages/*, then publint + attw
 *   build:packages -> check-fixture            packed tarballs in a fixture app (SSR + Chromium)
 *   test:e2e (after build:portal, test:unit)   Playwright against the built portal
 * 'both' steps (Vitest's jsdom and story tests; Playwright's two workers with the server: 1.9
 * cores) run alone; 'most' steps (the sweep, the server tests: 1.6-1.8) beside one light step at
 * most; light steps two at a time. So the light steps fill the cores the middle steps leave idle,
 * and no page under test is starved into a timeout.
 *
 * Usage: node scripts/ci-steps.mjs [--jobs 2] [--only step,step] [--serial]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkStepOrder, skippedSteps, stepsToStart } from './lib/ciSchedule.mjs';
import { STEPS } from './lib/ciSteps.mjs';
import { failedPageSummary, failureReport, machineBusyMs } from './lib/ciTimes.mjs';

const { values: options } = parseArgs({
  options: {
    // Two at a time, as the steps' `load` allows (issue 21); `CI_JOBS=1` or `--serial`: one at a time.
    jobs: { type: 'string', default: process.env.CI_JOBS ?? '2' },
    only: { type: 'string' },
    serial: { type: 'boolean', default: false },
  },
});

const only = options.only?.split(',').map((name) => name.trim());
const steps = only
  ? STEPS.filter((step) => only.includes(step.name)).map((step) => ({
      ...step,
      needs: (step.needs ?? []).filter((name) => only.includes(name)),
      after: (step.after ?? []).filter((name) => only.includes(name)),
    }))
  : STEPS;
const jobs = options.serial ? 1 : Math.max(1, Number(options.jobs) || 1);
checkStepOrder(steps);

/** @type {Map<string, { state: 'waiting' | 'running' | 'passed' | 'failed' | 'skipped', start?: number, end?: number, code?: number | null }>} */
const status = new Map(steps.map((step) => [step.name, { state: 'waiting' }]));
const width = Math.max(...steps.map((step) => step.name.length));
const started = Date.now();
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Lines kept per step to repeat a failed step's report at the end of the run. */
const KEPT_LINES = 400;
/** @type {Map<string, string[]>} the last {@link KEPT_LINES} lines of each step's output */
const kept = new Map();

/** Writes each complete line of a child's stream with the step's name in front. */
function prefixLines(name, stream, out) {
  let rest = '';
  const prefix = `${name.padEnd(width)} | `;
  const lines = kept.get(name) ?? [];
  kept.set(name, lines);
  const write = (line) => {
    out.write(prefix + line + '\n');
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) write(line);
  });
  stream.on('end', () => {
    if (rest) write(rest);
  });
}

function run(step) {
  const entry = status.get(step.name);
  entry.state = 'running';
  entry.start = Date.now();
  console.log(`=== [${clock(entry.start - started)}] start ${step.name}: ${step.command}`);
  return new Promise((resolve) => {
    const busyAtStart = machineBusyMs();
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    prefixLines(step.name, child.stdout, process.stdout);
    prefixLines(step.name, child.stderr, process.stderr);
    child.on('close', (code) => {
      entry.end = Date.now();
      entry.code = code;
      entry.state = code === 0 ? 'passed' : 'failed';
      const busyAtEnd = machineBusyMs();
      entry.cpuMs =
        busyAtStart === undefined || busyAtEnd === undefined ? undefined : busyAtEnd - busyAtStart;
      console.log(
        `=== [${clock(entry.end - started)}] ${entry.state} ${step.name} in ${clock(entry.end - entry.start)}` +
          (entry.cpuMs === undefined ? '' : `, machine CPU ${clock(entry.cpuMs)}`) +
          (code === 0 ? '' : ` (exit ${code})`),
      );
      resolve();
    });
  });
}

const running = new Set();
await new Promise((resolveAll) => {
  const schedule = () => {
    // Skip whatever needs a failed or skipped step.
    for (const step of skippedSteps(steps, (name) => status.get(name)?.state)) {
      status.get(step.name).state = 'skipped';
      console.log(`=== skipped ${step.name} (a step it needs failed)`);
    }
    for (const step of stepsToStart(steps, (name) => status.get(name)?.state, [...running], jobs)) {
      running.add(step);
      run(step).then(() => {
        running.delete(step);
        schedule();
      });
    }
    if (running.size === 0) resolveAll();
  };
  schedule();
});

const total = Date.now() - started;
console.log(`\nSteps (${jobs} at a time), wall clock ${clock(total)}:`);
// The CPU column is the whole machine's: two steps side by side both count the time they shared.
if (jobs > 1) console.log("  (CPU: the machine's while the step ran, steps side by side included)");
for (const step of steps) {
  const entry = status.get(step.name);
  // CPU: the machine's busy time while the step ran (lib/ciTimes.mjs); cores: CPU / wall.
  const cpu =
    entry.cpuMs === undefined
      ? ''
      : `  CPU ${clock(entry.cpuMs).padStart(6)}, ${(entry.cpuMs / Math.max(1, entry.end - entry.start)).toFixed(1)} cores`;
  const span =
    entry.start === undefined
      ? ''
      : `${clock(entry.end - entry.start).padStart(6)}  (from ${clock(entry.start - started)} to ${clock(entry.end - started)})${cpu}`;
  console.log(`  ${step.name.padEnd(width)}  ${entry.state.padEnd(7)} ${span}`);
}
const failed = steps.filter((step) => status.get(step.name).state !== 'passed');
for (const step of failed) {
  if (status.get(step.name).state !== 'failed') continue;
  console.error(`\n--- the end of ${step.name}'s output, passed tests left out ---`);
  for (const line of failureReport(kept.get(step.name) ?? [])) console.error(`  ${line}`);
  if (step.name === 'test:e2e') printFailedPages();
}
if (failed.length > 0) {
  console.error(`\nFailed or skipped: ${failed.map((step) => step.name).join(', ')}`);
  process.exit(1);
}

/** What each failed e2e test's page showed (Playwright's error-context.md, summarised). */
function printFailedPages() {
  const results = 'tests/test-results';
  let folders;
  try {
    folders = readdirSync(results).sort();
  } catch {
    return;
  }
  for (const folder of folders) {
    let text;
    try {
      text = readFileSync(`${results}/${folder}/error-context.md`, 'utf8');
    } catch {
      continue;
    }
    console.error(`\n--- the page when ${folder} failed (headings, forms, alerts, invalid fields) ---`);
    for (const line of failedPageSummary(text)) console.error(`  ${line}`);
  }
}
