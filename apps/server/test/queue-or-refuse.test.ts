import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/http/app-error';
import type { JobQueue } from '../src/jobs/job-queue';
import { queueOrRefuse } from '../src/jobs/queue-or-refuse';

// A queue that accepts or refuses every job: what a run's start does when pg-boss cannot take it.
function queue(send: JobQueue['send']): JobQueue {
  const unused = () => Promise.reject(new Error('not used here'));
  return { start: unused, stop: unused, define: unused, schedule: unused, getState: unused, send };
}

describe('queueOrRefuse', () => {
  it('queues the job and leaves the run alone', async () => {
    const send = vi.fn(() => Promise.resolve('job-1'));
    const undo = vi.fn(() => Promise.resolve());
    await queueOrRefuse(queue(send), 'run', { runId: 'r1' }, undo);
    expect(send).toHaveBeenCalledWith('run', { runId: 'r1' });
    expect(undo).not.toHaveBeenCalled();
  });

  it('marks the run failed and answers 503 when the queue refuses', async () => {
    const refusal = new Error('connection terminated');
    const undo = vi.fn(() => Promise.resolve());
    const attempt = queueOrRefuse(
      queue(() => Promise.reject(refusal)),
      'run',
      { runId: 'r1' },
      undo,
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 503,
      code: 'JOBS_UNAVAILABLE',
      message: 'The job queue is not available. Try again.',
      cause: refusal,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(undo).toHaveBeenCalledOnce();
  });
});
