import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createJobQueue } from '../../src/jobs/job-queue';
import { createTestDatabase } from './test-database';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    DATA_DIR: '/tmp/jokerwise-test-data',
    ...overrides,
  });
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

type AppOverrides = Partial<Omit<AppDependencies, 'database' | 'jobs'>>;

/**
 * The whole app, with a running job queue, on a database the caller opened (a cluster of the
 * test's own, say). The app and the queue are closed after the file's last test; the database
 * stays the caller's.
 */
export async function buildTestAppOn(
  database: Database,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
  await jobs.start();
  const app = await buildApp({
    config: testConfig(),
    database,
    jobs,
    webDist: FIXTURE_WEB_DIST,
    logger: false,
    ...overrides,
  });
  afterAll(async () => {
    await app.close();
    // A test may have taken the database away (the fault tests).
    await jobs.stop().catch(() => undefined);
  });
  return app;
}

/**
 * The whole app, with a running job queue, on this test file's own database (a snapshot clone).
 * Call it at the top level of a test file; everything is closed after the file's last test.
 */
export async function buildTestApp(
  overrides: AppOverrides = {},
): Promise<{ app: FastifyInstance; database: TestDatabase }> {
  const database = await createTestDatabase();
  // Vitest runs afterAll hooks last-registered first: registered before the app's, dropping the
  // database waits until the app and its job queue have stopped. The other order dropped the
  // queue's schema while it still polled, where DROP ... CASCADE and the queue's locks can
  // deadlock: the likely cause of two whole files failing on PostgreSQL in a loaded CI run.
  afterAll(() => database.dispose());
  const app = await buildTestAppOn(database, overrides);
  return { app, database };
}
