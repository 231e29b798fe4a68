import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DB_TEMPLATE_DIR_ENV } from './dbTemplate.ts';

/**
 * Global setup of the server test project: one fresh folder per run for the database templates
 * of testing/dbTemplate.ts (shared by the workers, which inherit the environment), removed after
 * the run, so a template never outlives the migrations and seeds it was made from.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partner-portal-db-templates-'));
  process.env[DB_TEMPLATE_DIR_ENV] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[DB_TEMPLATE_DIR_ENV];
  };
}
