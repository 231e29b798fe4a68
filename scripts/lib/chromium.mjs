/**
 * Where the tests find Chromium, and what to do when it is missing: the decision behind
 * `scripts/ensure-chromium.mjs` (the first step of `pnpm test`), kept pure so it can be unit-tested,
 * and the binary vitest.config.ts, tests/playwright.config.ts and the scripts launch
 * ({@link testChromiumPath}). No browser is ever downloaded.
 *
 * The tests drive Debian's `chromium-headless-shell` (the same Chromium build as Debian's `chromium`
 * package, without the browser's UI layer: what Playwright itself runs for headless tests). On this
 * 2-core machine it took 39% less CPU than `/usr/bin/chromium --headless=new` for the same 41
 * end-to-end tests (225 s against 368 s, wall 120 s against 190 s; issue 21). Debian's full
 * `chromium` still works (used when the shell is missing), and `CHROME_PATH` picks any binary.
 */
import { accessSync, constants, statSync } from 'node:fs';

/** The binary Debian's `chromium-headless-shell` package installs: the tests' browser by default. */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The binary Debian's `chromium` package installs: used when the headless shell is missing. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The commands that install Debian's headless Chromium (run as root, `DEBIAN_FRONTEND=noninteractive`). */
export const APT_INSTALL_COMMANDS = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell'],
];

/**
 * Flags for every Chromium the tests, the bench and the scripts launch (../shared/toolchain-notes.md,
 * 'Browser tests'). The headless shell ignores `--headless=new`; the full Chromium fallback needs it.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Flags for the end-to-end run only (tests/playwright.config.ts): {@link CHROME_FLAGS} with V8's
 * optimising compilers (TurboFan, Maglev) off, so pages run on the interpreter and Sparkplug.
 * Every end-to-end test loads the portal in a fresh browser context and throws the page away after
 * a few seconds, before optimised code pays back what compiling it costs on the second core. On
 * this 2-core machine (issue 21, same tests, quiet machine): landing + tickets (34 tests) renderer
 * CPU 97-106 s -> 70-83 s; a11y + i18n-screens (21 tests, axe in every page) renderer 109 s -> 76 s,
 * all processes 223 s -> 177 s, wall 127 s -> 106 s. Not for long-lived pages: the Vitest story
 * run (one preview page for every story) took 94 s -> 125 s on 35 story files with them, so
 * vitest.config.ts, the story sweep and the bench (which measures what users' browsers do) keep
 * {@link CHROME_FLAGS}.
 */
export const E2E_CHROME_FLAGS = [...CHROME_FLAGS, '--js-flags=--no-opt --no-maglev'];

/** True when `file` is a regular file (symlinks followed) this process may execute. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium binary the tests launch: `CHROME_PATH` when set, else Debian's headless shell when
 * installed, else Debian's `/usr/bin/chromium` (`scripts/ensure-chromium.mjs` has made sure one is).
 *
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists] tells whether a path is an executable file.
 * @returns {string}
 */
export function testChromiumPath(env = process.env, exists = isExecutable) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

/**
 * @typedef {{ action: 'ok', path: string }
 *   | { action: 'install', path: string, commands: string[][] }
 *   | { action: 'fail', message: string }} ChromiumDecision
 */

/**
 * Decides how `pnpm test` gets its Chromium:
 * - `CHROME_PATH` set: `ok` when it is an executable, else `fail` (the tests would use it anyway,
 *   so installing Debian's package would not help);
 * - else `/usr/bin/chromium-headless-shell` executable: `ok`;
 * - else root on a system with apt-get: `install` with {@link APT_INSTALL_COMMANDS} (about 10 s);
 * - else `/usr/bin/chromium` executable: `ok` (slower, but the same Chromium);
 * - else `fail` with the exact command to run.
 *
 * @param {{ env: Record<string, string | undefined>, exists: (path: string) => boolean,
 *   isRoot: boolean, hasAptGet: boolean }} facts `exists` tells whether a path is an executable file.
 * @returns {ChromiumDecision}
 */
export function decideChromium({ env, exists, isRoot, hasAptGet }) {
  const chromePath = env.CHROME_PATH;
  if (chromePath !== undefined) {
    if (chromePath !== '' && exists(chromePath)) return { action: 'ok', path: chromePath };
    return {
      action: 'fail',
      message:
        `CHROME_PATH is set to "${chromePath}", which is not an executable file. ` +
        `Point it at a Chromium binary, or unset it to use Debian's ${DEBIAN_HEADLESS_SHELL}.`,
    };
  }
  if (exists(DEBIAN_HEADLESS_SHELL)) return { action: 'ok', path: DEBIAN_HEADLESS_SHELL };
  if (hasAptGet && isRoot)
    return { action: 'install', path: DEBIAN_HEADLESS_SHELL, commands: APT_INSTALL_COMMANDS };
  if (exists(DEBIAN_CHROMIUM)) return { action: 'ok', path: DEBIAN_CHROMIUM };
  const intro = `The tests need Chromium at ${DEBIAN_HEADLESS_SHELL} or ${DEBIAN_CHROMIUM} (or CHROME_PATH), and there is none.`;
  const never = 'No tool of this repository downloads a browser.';
  if (hasAptGet) {
    return {
      action: 'fail',
      message:
        `${intro} Install Debian's headless Chromium, then run pnpm test again:\n\n` +
        '  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium-headless-shell\n\n' +
        `${never}`,
    };
  }
  return {
    action: 'fail',
    message:
      `${intro} Install Chromium with your system's package manager and point CHROME_PATH at it, e.g.:\n\n` +
      '  CHROME_PATH=/path/to/chromium pnpm test\n\n' +
      `${never}`,
  };
}
