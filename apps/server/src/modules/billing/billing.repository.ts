import { and, asc, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  billingCheckoutSessions,
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  users,
} from '../../db/schema';

// Small async functions over the shared query API; each takes the db or a transaction.

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type CheckoutSessionRow = typeof billingCheckoutSessions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type BillingUserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, userId: string): Promise<BillingUserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

export async function findUserByCustomerId(
  db: Db,
  customerId: string,
): Promise<BillingUserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.stripeCustomerId, customerId) });
}

/**
 * Stores a Stripe customer id unless one is stored already (a test-provider id is replaced);
 * returns the id the user ends up with.
 */
export async function claimCustomerId(
  db: Db,
  userId: string,
  customerId: string,
): Promise<string | null> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.stripeCustomerId), like(users.stripeCustomerId, 'local\\_%')),
      ),
    );
  return (await findUserById(db, userId))?.stripeCustomerId ?? null;
}

export async function findSubscription(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findSubscriptionByStripeId(db: Db, stripeSubscriptionId: string) {
  return db.query.billingSubscriptions.findFirst({
    where: eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId),
  });
}

/**
 * The version of the rows holding this Stripe subscription: each row's owner and PostgreSQL's
 * `xmin` (the transaction that last wrote it, new on every write, equal or not), '' when none.
 * Taken before Stripe is read and compared before the result is written (ADR 015).
 */
export async function readSubscriptionVersion(db: Db, stripeSubscriptionId: string) {
  const rows = await db
    .select({ userId: billingSubscriptions.userId, xmin: sql<string>`xmin::text` })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .orderBy(asc(billingSubscriptions.userId));
  return rows.map((row) => `${row.userId}@${row.xmin}`).join(',');
}

/** Serializes writes of one user's subscription until the transaction ends (works on PGlite). */
export async function lockUserSubscription(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${userId}`}))`);
}

export async function upsertSubscription(db: Db, values: typeof billingSubscriptions.$inferInsert) {
  const { userId: _userId, createdAt: _createdAt, ...changes } = values;
  await db
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: billingSubscriptions.userId, set: changes });
}

export async function updateUserSubscription(
  db: Db,
  userId: string,
  values: Pick<BillingUserRow, 'subscriptionStatus' | 'subscriptionPlan' | 'subscriptionType'> & {
    stripeCustomerId?: string;
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function insertCheckoutSession(
  db: Db,
  values: typeof billingCheckoutSessions.$inferInsert,
) {
  const [row] = await db.insert(billingCheckoutSessions).values(values).returning();
  if (!row) throw new Error('checkout session insert returned no row');
  return row;
}

export async function findCheckoutSession(
  db: Db,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  return db.query.billingCheckoutSessions.findFirst({ where: eq(billingCheckoutSessions.id, id) });
}

export async function setStripeSessionId(
  db: Db,
  id: string,
  stripeSessionId: string,
): Promise<void> {
  await db
    .update(billingCheckoutSessions)
    .set({ stripeSessionId })
    .where(eq(billingCheckoutSessions.id, id));
}

/** Moves an open session to paid or canceled; false when it was no longer open (atomic). */
export async function closeCheckoutSession(
  db: Db,
  id: string,
  status: 'paid' | 'canceled',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(billingCheckoutSessions)
    .set({ status, completedAt: now })
    .where(and(eq(billingCheckoutSessions.id, id), eq(billingCheckoutSessions.status, 'open')))
    .returning({ id: billingCheckoutSessions.id });
  return rows.length > 0;
}

export async function insertInvoice(
  db: Db,
  values: typeof billingInvoices.$inferInsert,
): Promise<void> {
  await db.insert(billingInvoices).values(values).onConflictDoNothing();
}

export async function listInvoices(db: Db, userId: string, limit = 24): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.periodStart))
    .limit(limit);
}

export async function hasEvent(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id))
    .limit(1);
  return row !== undefined;
}

/** False when the event was stored before (a redelivery). */
export async function recordEvent(db: Db, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function findCheckoutByStripeSessionId(db: Db, stripeSessionId: string) {
  const [row] = await db
    .select()
    .from(billingCheckoutSessions)
    .where(eq(billingCheckoutSessions.stripeSessionId, stripeSessionId))
    .limit(1);
  return row;
}

/** The caller's newest Stripe checkout still waiting for its webhook. */
export async function findOpenStripeCheckout(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(billingCheckoutSessions)
    .where(
      and(
        eq(billingCheckoutSessions.userId, userId),
        eq(billingCheckoutSessions.provider, 'stripe'),
        eq(billingCheckoutSessions.status, 'open'),
      ),
    )
    .orderBy(desc(billingCheckoutSessions.createdAt))
    .limit(1);
  return row;
}
