import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crmContacts, crmSyncRuns, users, type CRM_SYNC_RUN_KINDS } from '../../db/schema';

// Sync runs and the users they walk (docs/decisions/021-crm-sync-rate-limit-and-retries.md).

export type CrmRunRow = typeof crmSyncRuns.$inferSelect;
export type CrmRunKind = (typeof CRM_SYNC_RUN_KINDS)[number];

/** Which users a run covers. */
export type UserSelection =
  | { kind: 'all' }
  | { kind: 'status'; status: string }
  /** `retryFailedBefore` (ISO): a user whose last attempt failed waits until then. */
  | { kind: 'dirty'; retryFailedBefore?: string };

/**
 * A user is dirty while no current contact stands for them (never synced, failed, or changed
 * since). The mark went through a JS Date, so it is compared at millisecond precision.
 */
export const isDirty: SQL = sql`(${crmContacts.userId} is null or ${crmContacts.syncedVersion} is null or ${crmContacts.syncedVersion} < date_trunc('milliseconds', ${users.updatedAt}))`;

function selectionWhere(selection: UserSelection): SQL | undefined {
  if (selection.kind === 'status') return eq(users.subscriptionStatus, selection.status);
  if (selection.kind === 'dirty' && selection.retryFailedBefore) {
    const before = new Date(selection.retryFailedBefore);
    return and(isDirty, or(isNull(crmContacts.lastError), lt(crmContacts.attemptedAt, before)));
  }
  if (selection.kind === 'dirty') return isDirty;
  return undefined;
}

export async function countSelected(db: Db, selection: UserSelection): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(crmContacts, eq(crmContacts.userId, users.id))
    .where(selectionWhere(selection));
  return row?.total ?? 0;
}

export type SyncCandidate = Awaited<ReturnType<typeof selectPage>>[number];

/** Users in id order after `cursor`, with their contact's sync mark. */
/** What a sync needs of a user, with the version of its contact last written to the CRM. */
const CANDIDATE_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  username: users.username,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPlan: users.subscriptionPlan,
  marketingOptIn: users.marketingOptIn,
  updatedAt: users.updatedAt,
  syncedVersion: crmContacts.syncedVersion,
};

export async function selectPage(
  db: Db,
  selection: UserSelection,
  cursor: string | null,
  limit: number,
) {
  return db
    .select(CANDIDATE_COLUMNS)
    .from(users)
    .leftJoin(crmContacts, eq(crmContacts.userId, users.id))
    .where(and(selectionWhere(selection), cursor ? gt(users.id, cursor) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function findCandidate(db: Db, userId: string) {
  const [row] = await db
    .select(CANDIDATE_COLUMNS)
    .from(users)
    .leftJoin(crmContacts, eq(crmContacts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function markSynced(
  db: Db,
  userId: string,
  contactId: string,
  version: Date,
  at: Date,
): Promise<void> {
  // Never move the mark backwards: a slower, older sync must not hide a newer change.
  await db
    .insert(crmContacts)
    .values({ userId, contactId, syncedVersion: version, lastError: null, attemptedAt: at })
    .onConflictDoUpdate({
      target: crmContacts.userId,
      set: {
        contactId,
        syncedVersion: sql`greatest(${crmContacts.syncedVersion}, ${version.toISOString()}::timestamptz)`,
        lastError: null,
        attemptedAt: at,
      },
    })
    .catch(ignoreDeletedUser);
}

export async function markFailed(db: Db, userId: string, error: string, at: Date): Promise<void> {
  await db
    .insert(crmContacts)
    .values({ userId, lastError: error, attemptedAt: at })
    .onConflictDoUpdate({
      target: crmContacts.userId,
      set: { syncedVersion: null, lastError: error, attemptedAt: at },
    })
    .catch(ignoreDeletedUser);
}

/** The user was deleted while being synced: there is nothing left to mark. */
function ignoreDeletedUser(error: unknown): void {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  const causeCode =
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : null;
  if (code === '23503' || causeCode === '23503') return;
  throw error;
}

/** Starts a run, or undefined when one is already running (or this hour's slot is taken). */
export async function insertRun(
  db: Db,
  values: Pick<
    CrmRunRow,
    'kind' | 'slot' | 'filterStatus' | 'totalUsers' | 'startedBy' | 'leaseUntil' | 'createdAt'
  >,
): Promise<CrmRunRow | undefined> {
  const [row] = await db.insert(crmSyncRuns).values(values).onConflictDoNothing().returning();
  return row;
}

/** A run whose process died (lease gone by) no longer blocks new runs. */
export async function failExpiredRuns(db: Db, now: Date): Promise<void> {
  await db
    .update(crmSyncRuns)
    .set({ status: 'failed', finishedAt: now })
    .where(and(eq(crmSyncRuns.status, 'running'), lt(crmSyncRuns.leaseUntil, now)));
}

export async function updateRun(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      CrmRunRow,
      | 'processed'
      | 'successCount'
      | 'failedCount'
      | 'skippedCount'
      | 'leaseUntil'
      | 'status'
      | 'finishedAt'
    >
  >,
): Promise<void> {
  await db.update(crmSyncRuns).set(values).where(eq(crmSyncRuns.id, id));
}

export async function findRunningRun(db: Db): Promise<CrmRunRow | undefined> {
  const [row] = await db.select().from(crmSyncRuns).where(eq(crmSyncRuns.status, 'running'));
  return row;
}

export async function recentFinishedRuns(db: Db, limit: number): Promise<CrmRunRow[]> {
  return db
    .select()
    .from(crmSyncRuns)
    .where(ne(crmSyncRuns.status, 'running'))
    .orderBy(desc(crmSyncRuns.createdAt))
    .limit(limit);
}
