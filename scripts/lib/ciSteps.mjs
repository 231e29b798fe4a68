/**
 * The steps of `pnpm test` (scripts/ci-steps.mjs), in priority order; each is listed after the
 * steps it waits for (see checkStepOrder in ./ciSchedule.mjs).
 */
/**
 * @typedef {{ name: string, command: string, needs?: string[], after?: string[], load?: 'both' | 'most' }} Step
 * `command` runs in a shell at the repository root; `needs`: steps that must pass first; `after`:
 * steps that must have finished first (passed or not); `load`: 'both' keeps both cores busy on its
 * own (runs alone), 'most' keeps most of them busy (beside one light step at most); none: light.
 */
/** @type {Step[]} */
export const STEPS = [
  { name: 'ensure-chromium', command: 'node scripts/ensure-chromium.mjs' },
  { name: 'ensure-prosody', command: 'node scripts/ensure-prosody.mjs' },
  {
    // `pnpm test:unit` is these two Vitest steps in one run; split, the server tests (their own
    // PGlite and Prosody, long time-outs) can run beside the steps that follow.
    name: 'test:unit',
    command:
      'pnpm exec vitest run --project unit --project unit-isolated --project tooling --project storybook',
    needs: ['ensure-chromium'],
    load: 'both',
  },
  {
    name: 'test:server',
    // Two workers: Vitest's default on 2 cores is one, and one worker keeps 1.3 cores busy (PGlite
    // and Prosody wait on each other); two finished the same files in 187 s instead of 254 s, at
    // the same CPU (issue 21).
    command: 'pnpm exec vitest run --project server --maxWorkers 2',
    needs: ['ensure-prosody'],
    load: 'most',
  },
  { name: 'lint', command: 'pnpm lint' },
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'build:portal', command: 'pnpm --filter @partner-portal/portal build' },
  { name: 'build-storybook', command: 'pnpm build-storybook' },
  {
    name: 'test:story-sweep',
    command: 'node scripts/story-sweep.mjs',
    needs: ['build-storybook', 'ensure-chromium'],
    load: 'most',
  },
  { name: 'build:packages', command: "pnpm -r --filter './packages/*' build" },
  { name: 'check-publish', command: 'pnpm check-publish', needs: ['build:packages'] },
  {
    // The packed tarballs installed into a fixture app: Node ESM imports, server rendering and a
    // Vite build in Chromium (issue 22).
    name: 'check-fixture',
    command: 'pnpm check-fixture',
    needs: ['build:packages', 'ensure-chromium'],
  },
  {
    name: 'test:e2e',
    command: 'pnpm test:e2e',
    needs: ['build:portal', 'ensure-chromium', 'ensure-prosody'],
    // Its 10 s expectations are the tightest of all: it runs alone, once the browser tests of
    // Vitest (jsdom and stories) have finished.
    after: ['test:unit'],
    load: 'both',
  },
];
