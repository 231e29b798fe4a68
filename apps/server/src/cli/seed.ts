/**
 * `pnpm --filter @partner-portal/server seed`: applies migrations and inserts the demo users into
 * the configured database (DATABASE_URL or DATA_DIR), then exits. Spec: access §6.
 */
import { loadConfig } from '../config.ts';
import { migrate, openDb } from '../db/index.ts';
import { seedDemo, seedOnboardingDemo } from '../seed.ts';
import { seedVerificationWork } from '../seedVerificationWork.ts';

const config = loadConfig();
const db = await openDb(config);
try {
  const migrations = await migrate(db);
  const seeded = await seedDemo(db);
  await seedOnboardingDemo(db);
  await seedVerificationWork(db);
  console.log(
    `Migrations applied: ${migrations.applied.length}; demo users created: ${seeded.created.length}`,
  );
} finally {
  await db.close();
}
