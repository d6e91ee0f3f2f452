import {
  CALL_LOG_RETENTION_DAYS,
  deleteCallsOlderThan,
  isSchedulerRunning,
} from './crm-calls.repository';
import type { CrmDeps } from './crm-deps';
import {
  countSelected,
  findRunningRun,
  selectPage,
  type UserSelection,
} from './crm-sync.repository';
import { claimRun, executeRun, syncCandidate } from './run-sync';

// The CRM's queues (docs/decisions/021-crm-sync-rate-limit-and-retries.md). pg-boss runs each
// cron once across instances; a scheduled run also claims its hour, so a second firing makes
// no second run. With the CRM off every handler returns before calling out.

export const CRM_RUN_JOB = 'crm-sync-run';
export const CRM_HOURLY_JOB = 'crm-sync-hourly';
export const CRM_CHANGED_JOB = 'crm-sync-changed';
export const CRM_LOG_CLEANUP_JOB = 'crm-call-log-cleanup';
export const CRM_HOURLY_CRON = '0 * * * *';
/** Sign-ups and subscription changes reach the CRM within about a minute. */
export const CRM_CHANGED_CRON = '* * * * *';
export const CRM_LOG_CLEANUP_CRON = '23 3 * * *';
/** The minute sweep's share; the rest waits for the next minute or the hourly run. */
const SWEEP_MAX_USERS = 200;

export interface RunJobData {
  runId: string;
  selection: UserSelection;
  force: boolean;
}

/** The hour a scheduled run belongs to, e.g. 2026-11-24T08. */
export function hourSlot(at: Date): string {
  return at.toISOString().slice(0, 13);
}

export async function runScheduledSync(
  deps: CrmDeps,
): Promise<'ran' | 'off' | 'stopped' | 'taken'> {
  if (!deps.settings.enabled) return 'off';
  if (!(await isSchedulerRunning(deps.db))) return 'stopped';
  const selection: UserSelection = { kind: 'all' };
  const run = await claimRun(deps, {
    kind: 'scheduled',
    selection,
    totalUsers: await countSelected(deps.db, selection),
    startedBy: null,
    slot: hourSlot(deps.now()),
  });
  if (!run) return 'taken';
  await executeRun(deps, run, selection, false);
  return 'ran';
}

/** Users changed since their last sync, a bounded batch, while no run is going on. */
export async function syncChangedUsers(deps: CrmDeps): Promise<number> {
  if (!deps.settings.enabled) return 0;
  if (!(await isSchedulerRunning(deps.db))) return 0;
  if (await findRunningRun(deps.db)) return 0;
  // A user the CRM refused waits for the hourly run instead of spending tokens every minute.
  const retryFailedBefore = new Date(deps.now().getTime() - 3_600_000).toISOString();
  const page = await selectPage(
    deps.db,
    { kind: 'dirty', retryFailedBefore },
    null,
    SWEEP_MAX_USERS,
  );
  let synced = 0;
  for (const user of page) {
    const { outcome } = await syncCandidate(deps, user, { force: false });
    if (outcome === 'success') synced += 1;
  }
  return synced;
}

export async function registerCrmJobs(deps: CrmDeps): Promise<void> {
  await deps.jobs.define<RunJobData>(CRM_RUN_JOB, {}, async (data) => {
    await executeRun(deps, { id: data.runId }, data.selection, data.force);
  });
  await deps.jobs.define(CRM_HOURLY_JOB, {}, async () => {
    const outcome = await runScheduledSync(deps);
    deps.logger.info({ outcome }, 'crm hourly sync');
  });
  await deps.jobs.define(CRM_CHANGED_JOB, {}, async () => {
    const synced = await syncChangedUsers(deps);
    if (synced > 0) deps.logger.info({ synced }, 'crm changed users synced');
  });
  await deps.jobs.define(
    CRM_LOG_CLEANUP_JOB,
    { retryLimit: 2, retryDelaySeconds: 60 },
    async () => {
      const before = new Date(deps.now().getTime() - CALL_LOG_RETENTION_DAYS * 86_400_000);
      const deleted = await deleteCallsOlderThan(deps.db, before);
      deps.logger.info({ deleted }, 'crm call log cleanup');
    },
  );
  await deps.jobs.schedule(CRM_HOURLY_JOB, CRM_HOURLY_CRON);
  await deps.jobs.schedule(CRM_CHANGED_JOB, CRM_CHANGED_CRON);
  await deps.jobs.schedule(CRM_LOG_CLEANUP_JOB, CRM_LOG_CLEANUP_CRON);
}
