#!/usr/bin/env node
/**
 * Makes sure the XMPP server of internal chat is there (issue 17), the way ensure-chromium.mjs does
 * for the browser: quiet when Prosody is installed; installs Debian's `prosody` with apt-get when
 * running as root (printing what it runs); otherwise prints one line saying how to install it.
 * Never fails: without Prosody the portal runs and shows chat as unavailable. Decision: scripts/lib/prosody.mjs.
 *
 * Usage: node scripts/ensure-prosody.mjs
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { decideProsody } from './lib/prosody.mjs';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const hasAptGet = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => dir !== '' && isExecutable(path.join(dir, 'apt-get')));

const decision = decideProsody({
  env: process.env,
  exists: isExecutable,
  isRoot: process.getuid?.() === 0,
  hasAptGet,
});

if (decision.action === 'hint') console.log(`ensure-prosody: ${decision.message}`);

if (decision.action === 'install') {
  console.log(`ensure-prosody: no Prosody at ${decision.path}; installing Debian's prosody package.`);
  for (const [command, ...args] of decision.commands) {
    console.log(`ensure-prosody: running ${[command, ...args].join(' ')}`);
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.log(`ensure-prosody: "${[command, ...args].join(' ')}" failed; chat will be unavailable.`);
      process.exit(0);
    }
  }
  // Debian starts a system-wide Prosody on 5222/5280 after installing; the portal runs its own.
  spawnSync('service', ['prosody', 'stop'], { stdio: 'ignore' });
  console.log(
    `ensure-prosody: ${isExecutable(decision.path) ? 'installed' : 'still missing'} ${decision.path}`,
  );
}
