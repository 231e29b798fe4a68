import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { CHROME_FLAGS, testChromiumPath } from './scripts/lib/chromium.mjs';
import { ISOLATED_TESTS } from './scripts/lib/isolatedTests.mjs';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The portal's version, which its build defines as `__APP_VERSION__` (apps/portal/vite.config.ts). */
const portalVersion = (
  JSON.parse(readFileSync(path.join(dirname, 'apps/portal/package.json'), 'utf8')) as { version: string }
).version;

/**
 * Debian's headless Chromium (`chromium-headless-shell`, else `chromium`; scripts/lib/chromium.mjs);
 * flags from ../shared/toolchain-notes.md.
 */
export const chromiumLaunchOptions = {
  executablePath: testChromiumPath(),
  args: CHROME_FLAGS,
};

/** The jsdom projects' shared settings: `unit` and `unit-isolated`. */
const unitTest = {
  environment: 'jsdom' as const,
  // jsdom + user-event typing is slow on a busy 2-core machine; 5 s (the default) flaked.
  testTimeout: 20_000,
  globals: true,
  setupFiles: ['./vitest.setup.ts'],
  env: {
    // styled-components outside production writes each rule as a text node of its <style>,
    // and jsdom re-parses the whole sheet on every insertion and drops its computed-style
    // cache. Its CSSOM mode (insertRule, as in production) yields the same rules at a
    // fraction of the cost; getComputedStyle (role queries, toBeVisible, user-event's
    // pointer-events check) is a quarter of a route test's CPU (issue 21).
    SC_DISABLE_SPEEDY: 'false',
  },
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    // As in the portal's build: one value for every test file, so files that share a module graph agree.
    define: { __APP_VERSION__: JSON.stringify(portalVersion) },
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...unitTest,
            name: 'unit',
            include: [
              'packages/*/src/**/*.test.{ts,tsx}',
              'apps/portal/src/**/*.test.{ts,tsx}',
              '.storybook/**/*.test.ts',
            ],
            exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
            // The test files of the packages and the portal share one page (jsdom) and module graph
            // per worker instead of building both again for every file (about three quarters of the
            // packages' CPU time, issue 21); vitest.setup.ts puts the page back after each test.
            // ISOLATED_TESTS run in 'unit-isolated' (a mocked module or a stored queue must not
            // reach another file).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...unitTest,
            name: 'unit-isolated',
            include: ISOLATED_TESTS,
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['apps/server/src/**/*.test.ts'],
            // The test files share their worker's module graph (two workers in CI, `--maxWorkers 2`
            // in scripts/ci-steps.mjs): Fastify, the AWS SDK and PGlite's WebAssembly (compiled once
            // per process, about 2.5 s of CPU) load once per worker instead of once per file
            // (issue 21: 385 -> 190-230 s of CPU). Each file still builds its own apps on databases
            // of its own (testing/testApp.ts); no server test may mock a module
            // (isolatedTests.test.mjs), and the one that fakes timers puts real ones back.
            isolate: false,
            // A folder for this run's migrated and seeded database templates (testing/dbTemplate.ts).
            globalSetup: ['apps/server/src/testing/dbTemplateSetup.ts'],
            // Many tests build their own app (a fresh PGlite with every migration) in the test body,
            // as the hooks do: the same 60 s on a busy 2-core machine.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          test: {
            // Repository tooling: scripts/*.mjs and the lint configuration.
            name: 'tooling',
            environment: 'node',
            include: ['scripts/**/*.test.mjs', 'eslint.config.test.ts'],
            // ESLint's first lintText loads the config and the TypeScript parser (8 s on a busy 2-core machine).
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            // The story files share one iframe and module graph (React, react-aria, styled-components
            // and the preview load once, not once per file): half the project's time (issue 21).
            // Storybook mounts every story afresh, and the preview's decorators set `<html lang dir>`,
            // the theme and the live announcer's sweeper on every render.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              // Overlays open without their fade or slide (Dialog, Drawer and Tooltip honour the
              // setting), so a play reads a dialog's text as soon as it opens, never at opacity 0
              // mid-animation on a busy machine.
              provider: playwright({
                launchOptions: chromiumLaunchOptions,
                contextOptions: { reducedMotion: 'reduce' },
              }),
              instances: [{ browser: 'chromium' }],
            },
            setupFiles: ['./.storybook/vitest.setup.ts'],
          },
        },
      ],
    },
  }),
);
