import { count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { crmApiCalls, crmState } from '../../db/schema';
import type { CrmCallRecord } from './leadconnector-client';

// The CRM call log (kept 7 days) and the small shared state rows of crm_state.

export const CALL_LOG_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;
const SCHEDULER_ID = 'scheduler';
const CONNECTION_ID = 'connection';

export type CrmCallRow = typeof crmApiCalls.$inferSelect;

export async function insertCall(db: Db, call: CrmCallRecord, at: Date): Promise<void> {
  await db.insert(crmApiCalls).values({ ...call, createdAt: at });
}

export async function listCalls(db: Db, limit: number, offset: number): Promise<CrmCallRow[]> {
  return db
    .select()
    .from(crmApiCalls)
    .orderBy(desc(crmApiCalls.createdAt), desc(crmApiCalls.id))
    .limit(limit)
    .offset(offset);
}

export async function summariseCalls(db: Db, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({
      total: count(),
      successful: sql<number>`count(*) filter (where ${crmApiCalls.success})`.mapWith(Number),
      averageMs: sql<number>`coalesce(round(avg(${crmApiCalls.durationMs})), 0)`.mapWith(Number),
      lastDay: sql<number>`count(*) filter (where ${crmApiCalls.createdAt} >= ${since})`.mapWith(
        Number,
      ),
    })
    .from(crmApiCalls);
  const total = row?.total ?? 0;
  const successful = row?.successful ?? 0;
  return {
    totalCalls: total,
    successfulCalls: successful,
    failedCalls: total - successful,
    averageResponseTime: row?.averageMs ?? 0,
    callsLast24Hours: row?.lastDay ?? 0,
  };
}

/** Calls and failures per UTC day over the last 7 days, oldest first, empty days included. */
export async function callHistory(db: Db, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (CALL_LOG_RETENTION_DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${crmApiCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      calls: count(),
      failures: sql<number>`count(*) filter (where not ${crmApiCalls.success})`.mapWith(Number),
    })
    .from(crmApiCalls)
    .where(gte(crmApiCalls.createdAt, from))
    .groupBy(day);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: CALL_LOG_RETENTION_DAYS }, (_, index) => {
    const date = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const found = byDate.get(date);
    return { date, calls: found?.calls ?? 0, failures: found?.failures ?? 0 };
  });
}

export async function deleteCallsOlderThan(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(crmApiCalls)
    .where(lt(crmApiCalls.createdAt, before))
    .returning({ id: crmApiCalls.id });
  return deleted.length;
}

/** The hourly scheduler is Running unless a staff member stopped it. */
export async function isSchedulerRunning(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ running: crmState.schedulerRunning })
    .from(crmState)
    .where(eq(crmState.id, SCHEDULER_ID));
  return row?.running ?? true;
}

/** false when the scheduler already was in that state. */
export async function setSchedulerRunning(db: Db, running: boolean, at: Date): Promise<boolean> {
  const [changed] = await db
    .insert(crmState)
    .values({ id: SCHEDULER_ID, schedulerRunning: running, updatedAt: at })
    .onConflictDoUpdate({
      target: crmState.id,
      set: { schedulerRunning: running, updatedAt: at },
      setWhere: sql`${crmState.schedulerRunning} is distinct from ${running}`,
    })
    .returning({ id: crmState.id });
  return changed !== undefined;
}

export async function saveConnectionTest(
  db: Db,
  test: { status: string; responseTime: number | null },
  at: Date,
): Promise<void> {
  const values = { lastTestStatus: test.status, lastTestMs: test.responseTime, lastTestedAt: at };
  await db
    .insert(crmState)
    .values({ id: CONNECTION_ID, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: crmState.id, set: { ...values, updatedAt: at } });
}

export async function readConnectionTest(db: Db) {
  const [row] = await db
    .select({
      status: crmState.lastTestStatus,
      responseTime: crmState.lastTestMs,
      lastTested: crmState.lastTestedAt,
    })
    .from(crmState)
    .where(eq(crmState.id, CONNECTION_ID));
  return row ?? { status: null, responseTime: null, lastTested: null };
}
