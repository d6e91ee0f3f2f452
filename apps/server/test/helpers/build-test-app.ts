import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
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

/**
 * The whole app on this test file's own database (a snapshot clone). Call it at the top level of
 * a test file; app and database are closed after the file's last test.
 */
export async function buildTestApp(
  overrides: Partial<AppDependencies> = {},
): Promise<{ app: FastifyInstance; database: AppDependencies['database'] }> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    webDist: FIXTURE_WEB_DIST,
    logger: false,
    ...overrides,
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });
  return { app, database };
}
