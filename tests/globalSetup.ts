import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_DIR_ENV } from './e2e/support/session.ts';

/**
 * A folder of this run's recorded sign-ins (e2e/support/session.ts `openSignedIn`), shared by the
 * workers through the environment and removed at the end of the run.
 */
export default function globalSetup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'partner-portal-e2e-sessions-'));
  process.env[SESSION_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
