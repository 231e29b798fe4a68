/**
 * Where the tests find Chromium, and what to do when it is missing: the decision behind
 * `scripts/ensure-chromium.mjs` (the first step of `pnpm test`), kept pure so it can be unit-tested.
 * The tests drive Debian's Chromium (`/usr/bin/chromium`) or the binary in `CHROME_PATH`, like
 * vitest.config.ts, tests/playwright.config.ts and the scripts do; no browser is ever downloaded.
 */

/** The binary Debian's `chromium` package installs, used when `CHROME_PATH` is unset. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The commands that install Debian's Chromium (run as root, `DEBIAN_FRONTEND=noninteractive`). */
export const APT_INSTALL_COMMANDS = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
];

/**
 * @typedef {{ action: 'ok', path: string }
 *   | { action: 'install', path: string, commands: string[][] }
 *   | { action: 'fail', message: string }} ChromiumDecision
 */

/**
 * Decides how `pnpm test` gets its Chromium:
 * - `CHROME_PATH` set: `ok` when it is an executable, else `fail` (the tests would use it anyway,
 *   so installing Debian's package would not help);
 * - else `/usr/bin/chromium` executable: `ok`;
 * - else root on a system with apt-get: `install` with {@link APT_INSTALL_COMMANDS};
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
        `Point it at a Chromium binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    };
  }
  if (exists(DEBIAN_CHROMIUM)) return { action: 'ok', path: DEBIAN_CHROMIUM };
  if (hasAptGet && isRoot)
    return { action: 'install', path: DEBIAN_CHROMIUM, commands: APT_INSTALL_COMMANDS };
  const intro = `The tests need Chromium at ${DEBIAN_CHROMIUM} (or CHROME_PATH), and there is none.`;
  const never = 'No tool of this repository downloads a browser.';
  if (hasAptGet) {
    return {
      action: 'fail',
      message:
        `${intro} Install Debian's Chromium, then run pnpm test again:\n\n` +
        '  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium\n\n' +
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
