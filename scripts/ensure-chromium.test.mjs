import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APT_INSTALL_COMMANDS,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  decideChromium,
  testChromiumPath,
} from './lib/chromium.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-chromium.mjs');

/** `exists` that knows only the given executables. */
const only =
  (...files) =>
  (file) =>
    files.includes(file);

describe('decideChromium', () => {
  it('is satisfied by an executable CHROME_PATH, whatever else is missing', () => {
    expect(
      decideChromium({
        env: { CHROME_PATH: '/opt/chromium/chrome' },
        exists: only('/opt/chromium/chrome'),
        isRoot: false,
        hasAptGet: false,
      }),
    ).toEqual({ action: 'ok', path: '/opt/chromium/chrome' });
  });

  it("is satisfied by Debian's headless shell when CHROME_PATH is unset", () => {
    for (const isRoot of [true, false]) {
      expect(
        decideChromium({
          env: {},
          exists: only(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM),
          isRoot,
          hasAptGet: true,
        }),
      ).toEqual({ action: 'ok', path: '/usr/bin/chromium-headless-shell' });
    }
  });

  it('installs the headless shell with apt-get as root when it is missing, even beside the full Chromium', () => {
    for (const exists of [only(), only(DEBIAN_CHROMIUM)]) {
      expect(decideChromium({ env: {}, exists, isRoot: true, hasAptGet: true })).toEqual({
        action: 'install',
        path: '/usr/bin/chromium-headless-shell',
        commands: APT_INSTALL_COMMANDS,
      });
    }
    expect(APT_INSTALL_COMMANDS).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell'],
    ]);
  });

  it("falls back to Debian's /usr/bin/chromium when it cannot install the shell", () => {
    for (const hasAptGet of [true, false]) {
      expect(decideChromium({ env: {}, exists: only(DEBIAN_CHROMIUM), isRoot: false, hasAptGet })).toEqual({
        action: 'ok',
        path: '/usr/bin/chromium',
      });
    }
  });

  it('tells a non-root user on an apt system the exact command', () => {
    const decision = decideChromium({ env: {}, exists: only(), isRoot: false, hasAptGet: true });
    expect(decision.action).toBe('fail');
    expect(decision.message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium-headless-shell',
    );
    expect(decision.message).toContain('/usr/bin/chromium-headless-shell');
  });

  it('points to CHROME_PATH where there is no apt-get, root or not', () => {
    for (const isRoot of [true, false]) {
      const decision = decideChromium({ env: {}, exists: only(), isRoot, hasAptGet: false });
      expect(decision.action).toBe('fail');
      expect(decision.message).toContain('CHROME_PATH=/path/to/chromium pnpm test');
      expect(decision.message).not.toContain('apt-get');
    }
  });

  it('refuses a CHROME_PATH that is not executable (or empty) instead of installing another Chromium', () => {
    for (const chromePath of ['/opt/missing/chrome', '']) {
      const decision = decideChromium({
        env: { CHROME_PATH: chromePath },
        exists: only(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM),
        isRoot: true,
        hasAptGet: true,
      });
      expect(decision.action).toBe('fail');
      expect(decision.message).toContain(`CHROME_PATH is set to "${chromePath}"`);
    }
  });
});

describe('testChromiumPath', () => {
  it('launches CHROME_PATH, else the headless shell, else /usr/bin/chromium', () => {
    const both = only(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM);
    expect(testChromiumPath({ CHROME_PATH: '/opt/chromium/chrome' }, both)).toBe('/opt/chromium/chrome');
    expect(testChromiumPath({}, both)).toBe('/usr/bin/chromium-headless-shell');
    expect(testChromiumPath({ CHROME_PATH: '' }, only(DEBIAN_CHROMIUM))).toBe('/usr/bin/chromium');
  });
});

describe('scripts/ensure-chromium.mjs', () => {
  const run = (env) =>
    new Promise((resolve) => {
      execFile(process.execPath, [script], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? error.code : 0, stdout, stderr }),
      );
    });

  it('exits 0 quietly when CHROME_PATH is an executable', async () => {
    const result = await run({ CHROME_PATH: process.execPath });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('exits 1 with the reason when CHROME_PATH is not', async () => {
    const result = await run({ CHROME_PATH: '/nonexistent/chromium' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ensure-chromium: CHROME_PATH is set to "/nonexistent/chromium"');
  });
});
