import { RECORDING_RETENTION_DAYS } from '@jokerwise/contracts';
import { z } from 'zod';
import { forwardBatch } from './forward-batch';
import type { RecordingDeps } from './recording-deps';
import { deleteRecordingsStartedBefore } from './recordings.repository';

export const FORWARD_JOB = 'session-recording-forward';
export const RETENTION_JOB = 'session-recording-retention';
/** Daily, at a quiet hour; pg-boss runs a cron once across all instances. */
export const RETENTION_CRON = '37 4 * * *';

const DAY_MS = 24 * 60 * 60 * 1000;
const forwardJobData = z.object({ chunkId: z.uuid() });

/** Deletes recordings older than the retention period (docs/operations.md). */
export async function deleteExpiredRecordings(deps: Pick<RecordingDeps, 'db' | 'now'>) {
  const cutoff = new Date(deps.now().getTime() - RECORDING_RETENTION_DAYS * DAY_MS);
  return deleteRecordingsStartedBefore(deps.db, cutoff);
}

export async function registerRecordingJobs(deps: RecordingDeps): Promise<void> {
  await deps.jobs.define(RETENTION_JOB, { retryLimit: 2, retryDelaySeconds: 60 }, async () => {
    const deleted = await deleteExpiredRecordings(deps);
    deps.logger.info({ deleted }, 'session recording retention');
  });
  await deps.jobs.schedule(RETENTION_JOB, RETENTION_CRON);
  // Bounded retries with backoff: 2, 4, 8, 16 s, then the batch stays ours alone.
  await deps.jobs.define(
    FORWARD_JOB,
    { retryLimit: 4, retryDelaySeconds: 2, retryBackoff: true },
    async (data, job) => {
      const { chunkId } = forwardJobData.parse(data);
      try {
        await forwardBatch(deps, chunkId);
      } catch (error) {
        deps.logger.warn({ err: error, chunkId, attempt: job.retryCount + 1 }, 'forward failed');
        throw error;
      }
    },
  );
}
