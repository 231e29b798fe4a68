#!/usr/bin/env node
/**
 * The portal build of `pnpm start` (the demo): `pnpm --filter @partner-portal/portal build` with the
 * demo's legal contact (scripts/lib/demoEnv.mjs) for every variable the environment leaves unset.
 * Exits with the build's status.
 *
 * Usage: node scripts/build-demo-portal.mjs
 */
import { spawnSync } from 'node:child_process';
import { withDemoBuildEnv } from './lib/demoEnv.mjs';

const result = spawnSync('pnpm', ['--filter', '@partner-portal/portal', 'build'], {
  stdio: 'inherit',
  env: withDemoBuildEnv(process.env),
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
