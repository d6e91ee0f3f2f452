import { describe, expect, it } from 'vitest';
import { createJobQueue, type JobState } from '../src/jobs/job-queue';
import { HEARTBEAT_JOB, registerJobs } from '../src/jobs/register-jobs';
import { TEST_ENGINE, createTestDatabase } from './helpers/test-database';
import pino from 'pino';

const logger = pino({ level: 'silent' });

async function waitForState(read: () => Promise<JobState | null>, wanted: JobState) {
  const deadline = Date.now() + 20_000;
  let state = await read();
  while (state !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = await read();
  }
  return state;
}

describe(`job queue on ${TEST_ENGINE}`, () => {
  it('runs the heartbeat job on the same database and stops cleanly', async () => {
    const database = await createTestDatabase();
    const jobs = createJobQueue(database.jobs, logger);
    try {
      await jobs.start();
      await registerJobs(jobs, logger);
      const id = await jobs.send(HEARTBEAT_JOB, { at: new Date().toISOString() });
      expect(await waitForState(() => jobs.getState(HEARTBEAT_JOB, id), 'completed')).toBe(
        'completed',
      );
    } finally {
      await jobs.stop();
      await database.dispose();
    }
  });

  it('retries a failing job with backoff and records the final failure', async () => {
    const database = await createTestDatabase();
    const jobs = createJobQueue(database.jobs, logger);
    let attempts = 0;
    try {
      await jobs.start();
      await jobs.define('always-fails', { retryLimit: 2, retryDelaySeconds: 1 }, async () => {
        attempts += 1;
        throw new Error('nope');
      });
      const id = await jobs.send('always-fails', {});
      expect(await waitForState(() => jobs.getState('always-fails', id), 'failed')).toBe('failed');
      expect(attempts).toBe(3);
    } finally {
      await jobs.stop();
      await database.dispose();
    }
  });
});
