import { randomUUID } from 'node:crypto';
import { RECONCILIATION_SUMMARY_MAX, type ReconciliationSummaryEntry } from '@jokerwise/contracts';
import { recordAdminAction, type AdminActor } from './admin-audit';
import {
  claimRun,
  finishRun,
  listUsersAfter,
  saveRunProgress,
  type ReconciliationRunRow,
} from './reconciliation.repository';
import { reconcileOne, type ReconcileOneDeps } from './reconcile-one';
import { summaryOf } from './run-view';

// The worker of a full reconciliation. Users are walked in id order and progress is saved after
// each batch together with a lease, so a run resumes after a restart where it stopped and no
// two workers process it at once. Reconciling an already corrected user changes nothing, so a
// batch repeated after a crash (or a second run) is harmless.

const BATCH_SIZE = 25;
/** Longer than a batch can take; renewed with every saved batch. */
export const RUN_LEASE_MS = 2 * 60 * 1000;
/** A provider that fails this many users in a row is down: the run stops instead of hammering. */
const OUTAGE_STREAK = 3;

interface Progress {
  processed: number;
  updated: number;
  errors: number;
  cursor: string | null;
  summary: ReconciliationSummaryEntry[];
}

const actorOfRun = (run: ReconciliationRunRow): AdminActor => ({
  id: run.startedBy,
  email: run.startedByEmail,
  requestId: run.requestId,
});

export async function runReconciliation(deps: ReconcileOneDeps, runId: string): Promise<void> {
  const token = randomUUID();
  const leaseUntil = () => new Date(deps.now().getTime() + RUN_LEASE_MS);
  const run = await claimRun(deps.db, {
    id: runId,
    token,
    now: deps.now(),
    leaseUntil: leaseUntil(),
  });
  if (!run) return;
  const actor = actorOfRun(run);
  const progress: Progress = {
    processed: run.processed,
    updated: run.updated,
    errors: run.errors,
    cursor: run.cursor,
    summary: summaryOf(run),
  };
  const finish = async (status: 'completed' | 'failed', message: string | null) => {
    if (!(await finishRun(deps.db, { id: runId, token, status, message, finishedAt: deps.now() })))
      return;
    await recordAdminAction(
      deps.db,
      actor,
      {
        action: 'reconciliation.finish',
        targetType: 'reconciliation-run',
        targetId: runId,
        newValue: {
          status,
          processed: progress.processed,
          updated: progress.updated,
          errors: progress.errors,
        },
      },
      deps.now(),
    );
  };
  try {
    let outages = 0;
    for (;;) {
      const users = await listUsersAfter(deps.db, progress.cursor, BATCH_SIZE);
      if (users.length === 0) break;
      for (const user of users) {
        const outcome = await reconcileOne(deps, user, actor, 'subscription.reconcile');
        progress.processed += 1;
        progress.cursor = user.id;
        outages = outcome.kind === 'error' && outcome.providerDown ? outages + 1 : 0;
        if (outcome.kind === 'unchanged') continue;
        if (outcome.kind === 'updated') progress.updated += 1;
        else progress.errors += 1;
        if (progress.summary.length < RECONCILIATION_SUMMARY_MAX)
          progress.summary.push(outcome.entry);
        if (outages >= OUTAGE_STREAK) {
          await saveRunProgress(deps.db, {
            id: runId,
            token,
            progress: { ...progress, leaseUntil: leaseUntil() },
          });
          await finish(
            'failed',
            `The payment provider is not answering; stopped after ${progress.processed} users. Run it again later.`,
          );
          return;
        }
      }
      const held = await saveRunProgress(deps.db, {
        id: runId,
        token,
        progress: { ...progress, leaseUntil: leaseUntil() },
      });
      // Another worker took the run over (this one stalled past its lease): leave it to them.
      if (!held) return;
    }
    await finish('completed', null);
  } catch (error) {
    deps.logger.error({ err: error, runId }, 'reconciliation run failed');
    await finish(
      'failed',
      'The reconciliation stopped on an unexpected error; see the server log.',
    );
  }
}
