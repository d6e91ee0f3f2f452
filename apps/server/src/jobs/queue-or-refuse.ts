import { AppError } from '../http/app-error';
import type { JobQueue } from './job-queue';

/**
 * Queues the job of a run the caller has just stored. When the queue refuses it, `undo` marks
 * that run failed, so nothing waits for a job that will never come, and the caller answers 503:
 * the staff member may try again.
 */
export async function queueOrRefuse<T extends object>(
  jobs: JobQueue,
  name: string,
  data: T,
  undo: () => Promise<unknown>,
): Promise<void> {
  try {
    await jobs.send(name, data);
  } catch (error) {
    await undo();
    const failure = new AppError(
      503,
      'JOBS_UNAVAILABLE',
      'The job queue is not available. Try again.',
    );
    failure.cause = error;
    throw failure;
  }
}
