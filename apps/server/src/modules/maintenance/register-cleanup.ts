import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { deleteStaleRows } from './cleanup.repository';

export const CLEANUP_JOB = 'daily-cleanup';
/** Once a day, at a quiet hour; pg-boss runs a cron once across all instances. */
export const CLEANUP_CRON = '17 4 * * *';

/** Keeps the sign-in, e-mail and session tables small (docs/operations.md#housekeeping). */
export async function registerCleanup(
  jobs: JobQueue,
  deps: { db: Db; now: () => Date; logger: FastifyBaseLogger },
): Promise<void> {
  await jobs.define(CLEANUP_JOB, { retryLimit: 2, retryDelaySeconds: 60 }, async () => {
    const deleted = await deleteStaleRows(deps.db, deps.now());
    deps.logger.info({ deleted }, 'daily cleanup');
  });
  await jobs.schedule(CLEANUP_JOB, CLEANUP_CRON);
}
