import { defineConfig } from '@playwright/test';
import { E2E_CHROME_FLAGS, testChromiumPath } from '../scripts/lib/chromium.mjs';

/** Port of the reference server started for the end-to-end run (built portal + API, one origin). */
const port = Number(process.env.E2E_PORT ?? 8091);

export default defineConfig({
  testDir: './e2e',
  // A folder for the sign-ins recorded by e2e/support/session.ts `openSignedIn`, removed after the run.
  globalSetup: './globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: actions, console, network log and sources. Neither the
    // screencast nor DOM snapshots are recorded: encoding every frame, or serialising the DOM before
    // and after every action of every passing test, costs a 2-core machine more CPU than the pages
    // under test get (DOM snapshots: about a fifth of the run's CPU, issue 21).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Every test has a fresh browser context, where the portal's service worker would precache every
    // script of every route (about 150 files) while the test runs: on a 2-core machine that starves
    // the pages under test. service-worker.spec.ts, the one spec about the worker, allows it.
    serviceWorkers: 'block',
    // Debian's headless Chromium (`chromium-headless-shell`, else `chromium`) with the shared flags
    // and V8's optimising compilers off (short-lived pages; scripts/lib/chromium.mjs). Never downloaded.
    launchOptions: {
      executablePath: testChromiumPath(),
      args: E2E_CHROME_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'pnpm --filter @partner-portal/server start',
    url: `http://localhost:${port}/api/meta.json`,
    reuseExistingServer: false,
    // The server starts in seconds on an idle machine; on a busy one (PGlite migrations, seed,
    // Prosody) it took over a minute, which failed the whole run before its first test.
    timeout: 180_000,
    stdout: 'pipe',
    // LOG_LEVEL warn: the request log of every page load would drown the test report.
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      // Demo mode, as `pnpm start` runs: e-mails go over SMTP to the embedded receiver, WhatsApp to
      // the simulator; tests read OTPs, passphrases and links from the demo inbox page and the
      // development outbox (GET /api/dev/outbox/?to=...), both off in production without it.
      DEMO_MODE: '1',
      // Every test signs in from this one machine: lift the per-client sign-in limit (issue 15),
      // which its own server tests cover.
      LOGIN_RATE_PER_CLIENT: '1000000',
      // The tests' own API calls (`page.request`: Node's HTTP agent, which, unlike a browser, does
      // not retry a request sent on a kept-alive socket the server is closing) reuse idle sockets: with
      // the default 5 s, one was reset as it was reused on a loaded machine (payables.spec,
      // ECONNRESET). Ten minutes outlive every test's browser context, and so its sockets.
      KEEP_ALIVE_TIMEOUT_MS: '600000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Chat (issue 17): Prosody on a free loopback port (E2E_XMPP_PORT to pin one), and a
      // WhatsApp simulator that answers quickly.
      XMPP_HTTP_PORT: process.env.E2E_XMPP_PORT ?? '0',
      WHATSAPP_SIMULATOR_REPLY_MS: '300',
    },
  },
});
