import type { AdminDeps } from './admin-deps';
import { findRunsToResume } from './reconciliation.repository';
import { runReconciliation } from './run-reconciliation';
import { RECONCILE_JOB } from './start-reconciliation';
import { SYSTEM_PROBE_JOB, type ProbeClock } from './system-status';

/** The staff console's queues and workers. */
export async function registerAdminJobs(deps: AdminDeps, probe: ProbeClock): Promise<void> {
  // System Status sends a probe and shows when a worker of this process last ran one.
  await deps.jobs.define<{ at: string }>(SYSTEM_PROBE_JOB, {}, async () => {
    probe.lastRanAt = deps.now();
  });
  // A failed attempt (the database went away mid-run) is retried; the run's lease keeps a
  // retry from overlapping a worker that still holds it.
  await deps.jobs.define<{ runId: string }>(
    RECONCILE_JOB,
    { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true },
    async ({ runId }) => runReconciliation(deps, runId),
  );
  await resumeReconciliations(deps);
}

/**
 * After a restart, a run that was queued or running and that no worker holds any more is sent
 * again; it continues from its cursor. Sending one twice is harmless: only one worker can claim it.
 */
export async function resumeReconciliations(deps: AdminDeps): Promise<void> {
  try {
    for (const run of await findRunsToResume(deps.db, deps.now())) {
      await deps.jobs.send(RECONCILE_JOB, { runId: run.id });
      deps.logger.info({ runId: run.id, processed: run.processed }, 'reconciliation resumed');
    }
  } catch (error) {
    // Start-up goes on: the job's own retry picks the run up later.
    deps.logger.warn({ err: error }, 'could not resume reconciliations');
  }
}
