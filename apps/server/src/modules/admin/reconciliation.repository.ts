import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reconciliationRuns, users } from '../../db/schema';

// Reconciliation runs and the walk over users; each function takes the db or a transaction.

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
export type ReconcileUserRow = typeof users.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;

export async function timeRoundTrip(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function hasActiveRun(db: Db): Promise<boolean> {
  return (await findActiveRun(db)) !== undefined;
}

export async function findActiveRun(db: Db): Promise<ReconciliationRunRow | undefined> {
  return db.query.reconciliationRuns.findFirst({
    where: inArray(reconciliationRuns.status, [...ACTIVE]),
  });
}

/** Undefined when another run is queued or running (the single-active unique index). */
export async function insertRun(
  db: Db,
  values: Pick<
    typeof reconciliationRuns.$inferInsert,
    'startedBy' | 'startedByEmail' | 'requestId' | 'totalUsers' | 'createdAt'
  >,
): Promise<ReconciliationRunRow | undefined> {
  const [row] = await db
    .insert(reconciliationRuns)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findRun(db: Db, id: string): Promise<ReconciliationRunRow | undefined> {
  return db.query.reconciliationRuns.findFirst({ where: eq(reconciliationRuns.id, id) });
}

export async function findLatestRun(db: Db): Promise<ReconciliationRunRow | undefined> {
  return db.query.reconciliationRuns.findFirst({
    orderBy: [desc(reconciliationRuns.createdAt), desc(reconciliationRuns.id)],
  });
}

const leaseFree = (now: Date) =>
  or(isNull(reconciliationRuns.leaseUntil), lt(reconciliationRuns.leaseUntil, now));

/** Takes the run for one worker until `leaseUntil`; undefined if it is done or held by another. */
export async function claimRun(
  db: Db,
  input: { id: string; token: string; now: Date; leaseUntil: Date },
): Promise<ReconciliationRunRow | undefined> {
  const [row] = await db
    .update(reconciliationRuns)
    .set({
      status: 'running',
      leaseToken: input.token,
      leaseUntil: input.leaseUntil,
      startedAt: sql`coalesce(${reconciliationRuns.startedAt}, ${input.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(reconciliationRuns.id, input.id),
        inArray(reconciliationRuns.status, [...ACTIVE]),
        leaseFree(input.now),
      ),
    )
    .returning();
  return row;
}

export type RunProgress = Pick<
  ReconciliationRunRow,
  'processed' | 'updated' | 'errors' | 'cursor' | 'summary' | 'leaseUntil'
>;

/** Saves progress and extends the lease; false when this worker no longer holds the run. */
export async function saveRunProgress(
  db: Db,
  input: { id: string; token: string; progress: RunProgress },
): Promise<boolean> {
  const rows = await db
    .update(reconciliationRuns)
    .set(input.progress)
    .where(and(eq(reconciliationRuns.id, input.id), eq(reconciliationRuns.leaseToken, input.token)))
    .returning({ id: reconciliationRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Db,
  input: {
    id: string;
    token: string;
    status: 'completed' | 'failed';
    message: string | null;
    finishedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(reconciliationRuns)
    .set({
      status: input.status,
      message: input.message,
      finishedAt: input.finishedAt,
      leaseToken: null,
      leaseUntil: null,
    })
    .where(and(eq(reconciliationRuns.id, input.id), eq(reconciliationRuns.leaseToken, input.token)))
    .returning({ id: reconciliationRuns.id });
  return rows.length > 0;
}

/** A run that failed before any worker took it (its job could not be queued). */
export async function failQueuedRun(db: Db, id: string, message: string, at: Date) {
  await db
    .update(reconciliationRuns)
    .set({ status: 'failed', message, finishedAt: at })
    .where(and(eq(reconciliationRuns.id, id), eq(reconciliationRuns.status, 'queued')));
}

/** Active runs no worker holds: after a restart their job is sent again. */
export async function findRunsToResume(db: Db, now: Date): Promise<ReconciliationRunRow[]> {
  return db
    .select()
    .from(reconciliationRuns)
    .where(and(inArray(reconciliationRuns.status, [...ACTIVE]), leaseFree(now)));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** The next users after `cursor` in id order (a stable walk while users sign up). */
export async function listUsersAfter(
  db: Db,
  cursor: string | null,
  limit: number,
): Promise<ReconcileUserRow[]> {
  return db
    .select()
    .from(users)
    .where(cursor ? gt(users.id, cursor) : undefined)
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function findUser(db: Db, id: string): Promise<ReconcileUserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}
