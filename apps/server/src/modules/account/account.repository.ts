import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  billingInvoices,
  billingSubscriptions,
  coachMessages,
  emailMessages,
  loginCodes,
  loginFailures,
  sessionRecordings,
  users,
  workspaceRuns,
} from '../../db/schema';
import type { UserRow } from '../auth';

// Small async functions over the shared query API; each takes the db (or a transaction). Every
// write sets updated_at, which is what makes the CRM sync pick the user up again (ADR 021).

export async function updateUsername(
  db: Db,
  userId: string,
  username: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ username, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updateEmail(db: Db, userId: string, email: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ email, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function updateMarketingOptIn(db: Db, userId: string, optIn: boolean, now: Date) {
  const [row] = await db
    .update(users)
    .set({ marketingOptIn: optIn, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function findSubscriptionOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return row;
}

export function listInvoicesOf(db: Db, userId: string) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.periodStart));
}

export async function findRunOf(db: Db, userId: string) {
  const [row] = await db.select().from(workspaceRuns).where(eq(workspaceRuns.userId, userId));
  return row;
}

/** The newest `limit` chat messages, newest first, and how many there are in all. */
export async function latestChatOf(db: Db, userId: string, limit: number) {
  const messages = await db
    .select({
      role: coachMessages.role,
      content: coachMessages.content,
      createdAt: coachMessages.createdAt,
    })
    .from(coachMessages)
    .where(eq(coachMessages.userId, userId))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
    .limit(limit);
  const [total] = await db
    .select({ total: count() })
    .from(coachMessages)
    .where(eq(coachMessages.userId, userId));
  return { messages, total: total?.total ?? 0 };
}

/** Recording metadata only: the events stay out of the download (and are masked anyway). */
export function listRecordingsOf(db: Db, userId: string) {
  return db
    .select({
      id: sessionRecordings.id,
      startedAt: sessionRecordings.startedAt,
      pages: sessionRecordings.pages,
      eventCount: sessionRecordings.eventCount,
    })
    .from(sessionRecordings)
    .where(eq(sessionRecordings.userId, userId))
    .orderBy(desc(sessionRecordings.startedAt));
}

/**
 * Removes the account. Invoices stay for billing law with the address they were issued to; the
 * user row's foreign keys delete sessions, the saved run, chat, recordings, subscription and
 * checkout rows and the CRM link with it. Sent mail and sign-in bookkeeping for the address go
 * too; a message still queued is left to its delivery job.
 */
export async function deleteAccountRows(db: Db, user: UserRow): Promise<void> {
  await db
    .update(billingInvoices)
    .set({ customerEmail: user.email })
    .where(eq(billingInvoices.userId, user.id));
  await db
    .delete(emailMessages)
    .where(and(eq(emailMessages.toAddress, user.email), ne(emailMessages.status, 'queued')));
  await db.delete(loginCodes).where(eq(loginCodes.email, user.email));
  await db.delete(loginFailures).where(eq(loginFailures.email, user.email));
  await db.delete(users).where(eq(users.id, user.id));
}
