import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_BUILD_ENV, withDemoBuildEnv } from './lib/demoEnv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the demo build variables (issue 20: legal pages of `pnpm start`)', () => {
  it('give the grievance officer e-mail and a registered office in India', () => {
    const env = withDemoBuildEnv({});
    expect(env.VITE_GRIEVANCE_OFFICER_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    expect(env.VITE_REGISTERED_OFFICE).toMatch(/, India$/);
  });

  it("keep a deployment's own values and fill only the unset or empty ones", () => {
    const env = withDemoBuildEnv({
      VITE_REGISTERED_OFFICE: 'Acme House, Mumbai, India',
      VITE_GRIEVANCE_OFFICER_EMAIL: '',
      PATH: '/usr/bin',
    });
    expect(env).toEqual({
      VITE_REGISTERED_OFFICE: 'Acme House, Mumbai, India',
      VITE_GRIEVANCE_OFFICER_EMAIL: DEMO_BUILD_ENV.VITE_GRIEVANCE_OFFICER_EMAIL,
      PATH: '/usr/bin',
    });
  });

  it('are what `pnpm start` builds with, and only that', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
    expect(scripts.start).toMatch(/(^| && )node scripts\/build-demo-portal\.mjs && /);
    expect(scripts.build).not.toContain('build-demo-portal');
  });
});
