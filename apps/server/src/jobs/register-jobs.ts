import type { FastifyBaseLogger as Logger } from 'fastify';
import type { JobQueue } from './job-queue';

export const HEARTBEAT_JOB = 'system-heartbeat';

/** Queues and workers of the product; each feature adds its own here. */
export async function registerJobs(jobs: JobQueue, logger: Logger): Promise<void> {
  // Proves the queue runs on this database: the hourly tick is logged, nothing else.
  await jobs.define<{ at: string }>(HEARTBEAT_JOB, {}, async (data) => {
    logger.debug({ at: data.at }, 'job queue heartbeat');
  });
  await jobs.schedule(HEARTBEAT_JOB, '0 * * * *');
}
