import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { ScryptParams } from '../auth/password.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { openTemplateDb } from './dbTemplate.ts';

/** A cheap scrypt cost for tests (the production cost is covered by password.test.ts). */
export const TEST_PASSWORD_PARAMS: ScryptParams = { N: 2 ** 11, r: 8, p: 1 };

/**
 * Builds the app on a fresh in-memory PGlite with logging off, no portal build and cheap password
 * hashing, for tests. The database starts from a migrated (and, with the demo seed, seeded) copy
 * made once per run (testing/dbTemplate.ts): the same rows as migrating and seeding it afresh.
 * Object storage (`config: { storageMode: 'local' }`) keeps its files in a temporary folder of
 * the app's own.
 * Spec: toolchain notes, "Embedded database".
 */
export function buildTestApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    passwordParams: TEST_PASSWORD_PARAMS,
    ...(options.db === undefined && { openDatabase: openTemplateDb }),
    ...options,
    config: {
      nodeEnv: 'test',
      dataDir: 'memory://',
      databaseUrl: undefined,
      logLevel: 'silent',
      portalDist: '/nonexistent-portal-dist',
      // No object storage unless a test asks for it (`storageMode: 'local'` starts s3rver), and then
      // in a temporary folder of its own, removed on close. The defaults (`loadConfig({})`, no
      // DATA_DIR) would put every test app's files in one apps/server/.data/s3: test files on two
      // workers wrote and read the bucket's cors.xml there at once (s3rver: 'Start tag expected').
      storageMode: 'off',
      s3Dir: undefined,
      // No chat server unless a test asks for it (`xmppMode: 'local'` starts Prosody).
      xmppMode: 'off',
      // No per-client or global sign-in limit unless a test asks for one (every inject comes from
      // one address, and most tests keep the clock still).
      loginRate: { perClientPerMinute: 1_000_000, globalPerMinute: 10_000_000 },
      ...options.config,
    },
  });
}

/** Signs in through POST /partner/login/ and returns the token (throws when it fails). Spec: access §7. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/partner/login/',
    payload: { email, password },
  });
  const body = response.json<{ status: number; token?: string; message: string }>();
  if (response.statusCode !== 200 || !body.token) throw new Error(`sign-in failed: ${body.message}`);
  return body.token;
}
