#!/usr/bin/env node
/**
 * First step of `pnpm test`: makes sure the Chromium the tests drive is there. Quiet when
 * `CHROME_PATH` or `/usr/bin/chromium-headless-shell` is an executable; installs Debian's
 * `chromium-headless-shell` package with apt-get when running as root on a system that has it
 * (printing what it runs); else uses `/usr/bin/chromium` when there is one; otherwise exits 1 with
 * the command to run. Never downloads a browser any other way. Decision: scripts/lib/chromium.mjs.
 *
 * Usage: node scripts/ensure-chromium.mjs
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { decideChromium, isExecutable } from './lib/chromium.mjs';

/** True when an executable `apt-get` is on the PATH. */
function hasAptGet() {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && isExecutable(path.join(dir, 'apt-get')));
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

const decision = decideChromium({
  env: process.env,
  exists: isExecutable,
  isRoot: process.getuid?.() === 0,
  hasAptGet: hasAptGet(),
});

if (decision.action === 'fail') fail(decision.message);

if (decision.action === 'install') {
  console.log(
    `ensure-chromium: no Chromium at ${decision.path}; installing Debian's chromium-headless-shell package.`,
  );
  for (const [command, ...args] of decision.commands) {
    console.log(`ensure-chromium: running ${[command, ...args].join(' ')}`);
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      fail(
        `"${[command, ...args].join(' ')}" failed (${result.error?.message ?? `exit code ${result.status}`}).`,
      );
    }
  }
  if (!isExecutable(decision.path)) fail(`apt-get finished, but ${decision.path} is still missing.`);
  const version = spawnSync(decision.path, ['--version'], { encoding: 'utf8' });
  const installed = version.status === 0 ? version.stdout.trim() : 'installed';
  console.log(`ensure-chromium: ${installed} at ${decision.path}`);
}
