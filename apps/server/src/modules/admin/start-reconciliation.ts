import type { LatestReconciliation, ReconciliationRun } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { queueOrRefuse } from '../../jobs/queue-or-refuse';
import type { AdminDeps } from './admin-deps';
import { recordAdminAction, type AdminActor } from './admin-audit';
import {
  countUsers,
  failQueuedRun,
  findActiveRun,
  findLatestRun,
  findRun,
  insertRun,
} from './reconciliation.repository';
import { toRunView } from './run-view';

// A full reconciliation is a background job (docs/decisions/016-staff-console-bootstrap-and-
// audit.md): starting one stores a queued run and sends its job; a second start while one is
// queued or running is refused by the database, not by a check that could race.

export const RECONCILE_JOB = 'admin-reconcile-subscriptions';

export type RunDeps = Pick<AdminDeps, 'db' | 'now' | 'jobs'>;

export async function startReconciliation(
  deps: RunDeps,
  actor: AdminActor,
): Promise<ReconciliationRun> {
  const now = deps.now();
  const run = await insertRun(deps.db, {
    startedBy: actor.id,
    startedByEmail: actor.email,
    requestId: actor.requestId,
    totalUsers: await countUsers(deps.db),
    createdAt: now,
  });
  if (!run) {
    const active = await findActiveRun(deps.db);
    const progress = active ? ` (${active.processed} of ${active.totalUsers} users checked)` : '';
    throw new AppError(
      409,
      'RECONCILIATION_RUNNING',
      `A reconciliation is already running${progress}. Wait for it to finish.`,
    );
  }
  await recordAdminAction(
    deps.db,
    actor,
    {
      action: 'reconciliation.start',
      targetType: 'reconciliation-run',
      targetId: run.id,
      newValue: { totalUsers: run.totalUsers },
    },
    now,
  );
  await queueOrRefuse(deps.jobs, RECONCILE_JOB, { runId: run.id }, () =>
    failQueuedRun(deps.db, run.id, 'The job queue did not accept the run.', deps.now()),
  );
  return toRunView(run);
}

export async function getReconciliation(deps: RunDeps, runId: string): Promise<ReconciliationRun> {
  const run = await findRun(deps.db, runId);
  if (!run) throw new AppError(404, 'RUN_NOT_FOUND', 'There is no reconciliation with this id.');
  return toRunView(run);
}

export async function getLatestReconciliation(deps: RunDeps): Promise<LatestReconciliation> {
  const run = await findLatestRun(deps.db);
  return { run: run ? toRunView(run) : null };
}
