import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { crmSyncRuns } from '../../src/db/schema';
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { CRM_HOURLY_JOB } from '../../src/modules/crm/crm-jobs';
import { FIXTURE_WEB_DIST, testConfig } from '../helpers/build-test-app';
import { insertUsers, openCrmDatabase, TEST_LOCATION, TEST_TOKEN } from './crm-test-kit';
import { startFakeLeadConnector } from './fake-leadconnector';

// Two app instances on one database: when both fire the hourly cron, one run syncs the users.

const fake = await startFakeLeadConnector();
afterAll(() => fake.close());
const database = await openCrmDatabase();

async function instance(): Promise<JobQueue> {
  const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
  await jobs.start();
  const app = await buildApp({
    config: testConfig({
      GHL_API_TOKEN: TEST_TOKEN,
      GHL_LOCATION_ID: TEST_LOCATION,
      GHL_BASE_URL: fake.url,
    }),
    database,
    jobs,
    webDist: FIXTURE_WEB_DIST,
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await jobs.stop();
  });
  return jobs;
}

async function settled(jobs: JobQueue, id: string) {
  for (;;) {
    const state = await jobs.getState(CRM_HOURLY_JOB, id);
    if (state === 'completed' || state === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the hourly CRM sync', () => {
  it('runs once across two instances that both fire it', async () => {
    const users = await insertUsers(database.db, 5);
    const first = await instance();
    const second = await instance();
    const ids = await Promise.all([
      first.send(CRM_HOURLY_JOB, {}),
      second.send(CRM_HOURLY_JOB, {}),
    ]);
    expect(await settled(first, ids[0])).toBe('completed');
    expect(await settled(second, ids[1])).toBe('completed');
    const runs = await database.db.select().from(crmSyncRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ kind: 'scheduled', status: 'completed', successCount: 5 });
    expect(fake.requests.filter((request) => request.url === '/contacts/upsert')).toHaveLength(
      users.length,
    );
  });
});
