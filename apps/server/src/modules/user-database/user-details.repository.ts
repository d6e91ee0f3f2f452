import { and, count, eq, gt, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingSubscriptions, crmContacts, sessions, users } from '../../db/schema';
import { userRecordColumns, type UserRecordRow } from './user-list.repository';

// One user's Details row and the chart's aggregates.

export async function findUserRecord(db: Db, id: string): Promise<UserRecordRow | undefined> {
  const [row] = await db
    .select(userRecordColumns)
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findSubscription(db: Db, userId: string) {
  return db.query.billingSubscriptions.findFirst({
    where: eq(billingSubscriptions.userId, userId),
  });
}

export async function summariseSessions(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ active: count(), lastSignInAt: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return { active: row?.active ?? 0, lastSignInAt: row?.lastSignInAt ?? null };
}

export async function findCrmContactId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ contactId: crmContacts.contactId })
    .from(crmContacts)
    .where(eq(crmContacts.userId, userId))
    .limit(1);
  return row?.contactId ?? null;
}

/** Sign-ups per UTC day since `from`; days without any are absent. */
export async function countSignupsPerDay(db: Db, from: Date) {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: count() })
    .from(users)
    .where(gte(users.createdAt, from))
    .groupBy(day);
}

export async function countStatusPlanSplit(db: Db) {
  return db
    .select({
      status: users.subscriptionStatus,
      plan: users.subscriptionPlan,
      count: count(),
    })
    .from(users)
    .groupBy(users.subscriptionStatus, users.subscriptionPlan);
}
