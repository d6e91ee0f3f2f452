import type { CrmDeps } from './crm-deps';
import { toSyncContactDeps } from './crm-deps';
import {
  failExpiredRuns,
  insertRun,
  markFailed,
  markSynced,
  selectPage,
  updateRun,
  type CrmRunKind,
  type CrmRunRow,
  type SyncCandidate,
  type UserSelection,
} from './crm-sync.repository';
import { syncContact, type RetryPolicy } from './sync-contact';

// A sync run walks its users in id order, a few at a time, under the shared limit. A user whose
// upsert failed is marked so and stays dirty: the next run, or the minute sweep, tries again
// (docs/decisions/021-crm-sync-rate-limit-and-retries.md).

const PAGE_SIZE = 100;
/** A run whose process died stops blocking others after this long without progress. */
export const RUN_LEASE_MS = 10 * 60_000;

export type UserOutcome = 'success' | 'failed' | 'skipped';

/** Upserts one user; `force` false skips a user whose contact is already current. */
export async function syncCandidate(
  deps: CrmDeps,
  user: SyncCandidate,
  options: { force: boolean; policy?: Partial<RetryPolicy> },
): Promise<{ outcome: UserOutcome; message: string | null }> {
  if (!deps.client) return { outcome: 'skipped', message: 'The CRM is not configured.' };
  if (!options.force && user.syncedVersion && user.syncedVersion >= user.updatedAt) {
    return { outcome: 'skipped', message: null };
  }
  const result = await syncContact(toSyncContactDeps(deps, deps.client, options.policy), {
    email: user.email,
    name: user.name,
    username: user.username,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    marketingOptIn: user.marketingOptIn,
  });
  if (result.ok) {
    await markSynced(deps.db, user.id, result.contactId, user.updatedAt, deps.now());
    return { outcome: 'success', message: null };
  }
  await markFailed(deps.db, user.id, result.message, deps.now());
  return { outcome: 'failed', message: result.message };
}

export interface StartRunInput {
  kind: CrmRunKind;
  selection: UserSelection;
  totalUsers: number;
  startedBy: string | null;
  slot?: string;
}

/** Claims the single running slot; undefined when another run holds it (or the hour's slot). */
export async function claimRun(
  deps: CrmDeps,
  input: StartRunInput,
): Promise<CrmRunRow | undefined> {
  const now = deps.now();
  await failExpiredRuns(deps.db, now);
  return insertRun(deps.db, {
    kind: input.kind,
    slot: input.slot ?? null,
    filterStatus: input.selection.kind === 'status' ? input.selection.status : null,
    totalUsers: input.totalUsers,
    startedBy: input.startedBy,
    leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
    createdAt: now,
  });
}

/** Runs a claimed run to its end; the counts are stored after every page (the progress). */
export async function executeRun(
  deps: CrmDeps,
  run: Pick<CrmRunRow, 'id'>,
  selection: UserSelection,
  force: boolean,
): Promise<void> {
  const counts = { processed: 0, successCount: 0, failedCount: 0, skippedCount: 0 };
  try {
    let cursor: string | null = null;
    for (;;) {
      const page = await selectPage(deps.db, selection, cursor, PAGE_SIZE);
      if (page.length === 0) break;
      await forEachLimited(page, deps.concurrency, async (user) => {
        const { outcome } = await syncCandidate(deps, user, { force });
        counts.processed += 1;
        if (outcome === 'success') counts.successCount += 1;
        else if (outcome === 'failed') counts.failedCount += 1;
        else counts.skippedCount += 1;
      });
      cursor = page.at(-1)?.id ?? null;
      await updateRun(deps.db, run.id, {
        ...counts,
        leaseUntil: new Date(deps.now().getTime() + RUN_LEASE_MS),
      });
    }
    await updateRun(deps.db, run.id, { ...counts, status: 'completed', finishedAt: deps.now() });
  } catch (error) {
    deps.logger.error({ err: error, runId: run.id }, 'crm sync run failed');
    await updateRun(deps.db, run.id, { ...counts, status: 'failed', finishedAt: deps.now() });
  }
}

async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}
