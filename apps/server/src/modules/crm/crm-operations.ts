import type { CrmMessage, CrmSyncStarted, CrmTestConnection } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { queueOrRefuse } from '../../jobs/queue-or-refuse';
import { recordAdminAction, type AdminActor } from '../admin';
import { insertCall, saveConnectionTest, setSchedulerRunning } from './crm-calls.repository';
import type { CrmDeps } from './crm-deps';
import { countSelected, findCandidate, updateRun, type UserSelection } from './crm-sync.repository';
import { CRM_RUN_JOB, type RunJobData } from './crm-jobs';
import { claimRun, syncCandidate } from './run-sync';

// The dashboard's operations (docs/product/staff-console.md). Every one is recorded in the staff audit trail
// (docs/decisions/016-staff-console-bootstrap-and-audit.md).

export type Actor = AdminActor & { id: string };

function requireEnabled(deps: CrmDeps) {
  if (!deps.settings.enabled || !deps.client) {
    // A state of this install, not an outage: 409, like a sync already running.
    throw new AppError(
      409,
      'CRM_NOT_CONFIGURED',
      `The CRM is not configured. Missing: ${deps.settings.missingVars.join(', ')}.`,
    );
  }
  return deps.client;
}

export type SyncKind = 'all' | 'status' | 'now';

/** Starts a run as a background job; a second start while one runs is refused (409). */
export async function startSync(
  deps: CrmDeps,
  actor: Actor,
  kind: SyncKind,
  selection: UserSelection,
): Promise<CrmSyncStarted> {
  requireEnabled(deps);
  const totalUsers = await countSelected(deps.db, selection);
  const run = await claimRun(deps, {
    kind: kind === 'now' ? 'scheduled' : kind,
    selection,
    totalUsers,
    startedBy: actor.id,
  });
  if (!run) {
    throw new AppError(409, 'SYNC_IN_PROGRESS', 'A CRM sync is already in progress.');
  }
  await recordAdminAction(
    deps.db,
    actor,
    {
      action: 'crm.sync-start',
      targetType: 'crm-sync-run',
      targetId: run.id,
      newValue: { kind, selection, totalUsers },
    },
    deps.now(),
  );
  // The manual "sync now" is the hourly run early: contacts already current are skipped.
  const data: RunJobData = { runId: run.id, selection, force: kind !== 'now' };
  await queueOrRefuse(deps.jobs, CRM_RUN_JOB, data, () =>
    updateRun(deps.db, run.id, { status: 'failed', finishedAt: deps.now() }),
  );
  return {
    success: true,
    runId: run.id,
    message: `Sync started for ${totalUsers} users.`,
    successCount: 0,
    totalUsers,
    result: { successCount: 0, totalUsers },
  };
}

/** One user, answered when done; a long rate-limit wait gives up and leaves the user queued. */
export async function syncUser(deps: CrmDeps, actor: Actor, userId: string): Promise<CrmMessage> {
  requireEnabled(deps);
  const user = await findCandidate(deps.db, userId);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', 'There is no user with this id.');
  const { outcome, message } = await syncCandidate(deps, user, {
    force: true,
    policy: { maxAttempts: 3, maxGateWaitMs: 15_000 },
  });
  await recordAdminAction(
    deps.db,
    actor,
    {
      action: 'crm.sync-user',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.email,
      newValue: { outcome },
    },
    deps.now(),
  );
  return outcome === 'success'
    ? { success: true, message: 'User synced to the CRM.' }
    : { success: false, message: message ?? 'Failed to sync user' };
}

export async function setScheduler(
  deps: CrmDeps,
  actor: Actor,
  running: boolean,
): Promise<CrmMessage> {
  const changed = await setSchedulerRunning(deps.db, running, deps.now());
  if (changed) {
    await recordAdminAction(
      deps.db,
      actor,
      {
        action: running ? 'crm.scheduler-start' : 'crm.scheduler-stop',
        targetType: 'crm-scheduler',
      },
      deps.now(),
    );
  }
  const state = running ? 'started' : 'stopped';
  return {
    success: true,
    message: changed ? `Scheduled sync ${state}.` : `Scheduled sync was already ${state}.`,
  };
}

export async function testConnection(deps: CrmDeps): Promise<CrmTestConnection> {
  if (!deps.settings.enabled || !deps.client) {
    const error = `Missing configuration: ${deps.settings.missingVars.join(', ')}`;
    return { success: false, message: 'The CRM is not configured.', error };
  }
  const wait = await deps.gate.take(deps.now().getTime());
  if (wait > 0) {
    return {
      success: false,
      message: 'The CRM is rate limited right now.',
      error: 'Rate limited; try again shortly.',
    };
  }
  const result = await deps.client.testConnection();
  await insertCall(deps.db, result.record, deps.now());
  const ok = result.kind === 'ok';
  await saveConnectionTest(
    deps.db,
    { status: ok ? 'connected' : 'failed', responseTime: result.record.durationMs },
    deps.now(),
  );
  if (ok) return { success: true, message: 'Connected to the CRM.', error: null };
  const error =
    result.kind === 'rate-limited' ? 'The CRM answered 429 (rate limited).' : result.message;
  return { success: false, message: 'Could not connect to the CRM.', error };
}
