import { healthResponseSchema } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../src/app';
import { createJobQueue } from '../src/jobs/job-queue';
import { createTestDatabase } from './helpers/test-database';
import { buildTestApp, FIXTURE_WEB_DIST, testConfig } from './helpers/build-test-app';

const { app } = await buildTestApp();

describe('GET /api/health', () => {
  it('reports status, database, version and uptime', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', database: 'up', version: '0.1.0' });
    expect(body.uptime).toBeGreaterThanOrEqual(0);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
    await jobs.start();
    const degraded = await buildApp({
      config: testConfig(),
      database,
      jobs,
      webDist: FIXTURE_WEB_DIST,
      logger: false,
    });
    await jobs.stop();
    await database.close();
    const response = await degraded.inject({ method: 'GET', url: '/api/health' });
    await degraded.close();
    await database.dispose();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
