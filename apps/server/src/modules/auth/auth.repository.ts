import { and, count, desc, eq, gt, gte, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginCodes, loginFailures, sessions, users } from '../../db/schema';

// Small async functions over the shared query API; each takes the db (or a transaction).

export type UserRow = typeof users.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  values: { email: string; username: string | null; marketingOptIn: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Serialises code requests for one address inside the caller's transaction. */
export async function lockAddress(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
}

export async function codeRequestsSince(db: Db, email: string, since: Date) {
  const [row] = await db
    .select({ total: count(), oldest: min(loginCodes.createdAt) })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), gte(loginCodes.createdAt, since)));
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function latestCodeCreatedAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(eq(loginCodes.email, email))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** A code still waiting for its use: neither used nor replaced by a newer one. */
const waiting = () => [isNull(loginCodes.consumedAt), isNull(loginCodes.replacedAt)];

/** A waiting code that has not expired at `now`. */
const usableAt = (now: Date) => [...waiting(), gt(loginCodes.expiresAt, now)];

/** A new code replaces every earlier one still waiting (docs/architecture.md#security-baseline). */
export async function replaceOpenCodes(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(loginCodes)
    .set({ replacedAt: now })
    .where(and(eq(loginCodes.email, email), ...waiting()));
}

export async function insertCode(db: Db, values: typeof loginCodes.$inferInsert): Promise<void> {
  await db.insert(loginCodes).values(values);
}

/** The newest live code of an address, whatever its tries; `claimAttempt` rules on those. */
export async function findOpenCode(
  db: Db,
  email: string,
  purpose: string,
  now: Date,
): Promise<LoginCodeRow | undefined> {
  return db.query.loginCodes.findFirst({
    where: and(eq(loginCodes.email, email), eq(loginCodes.purpose, purpose), ...usableAt(now)),
    orderBy: [desc(loginCodes.createdAt)],
  });
}

/**
 * Grants one comparison against a code by counting it first. A single conditional UPDATE, so of
 * any number of concurrent guesses exactly `maxAttempts` get a row back (the row lock makes the
 * others re-read the count). A correct code is consumed right after, so on a live code the count
 * is the number of wrong tries.
 */
export async function claimAttempt(
  db: Db,
  codeId: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ failedAttempts: sql`${loginCodes.failedAttempts} + 1` })
    .where(
      and(eq(loginCodes.id, codeId), ...usableAt(now), lt(loginCodes.failedAttempts, maxAttempts)),
    )
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}

export async function codeAttempts(db: Db, codeId: string): Promise<number> {
  const [row] = await db
    .select({ attempts: loginCodes.failedAttempts })
    .from(loginCodes)
    .where(eq(loginCodes.id, codeId));
  return row?.attempts ?? 0;
}

/** Atomic single use: of concurrent verifications exactly one gets the row back. */
export async function consumeCode(db: Db, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(and(eq(loginCodes.id, codeId), ...usableAt(now)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}

/** Serialises one client's verifications for one address inside the caller's transaction. */
export async function lockAddressForClient(db: Db, email: string, client: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${email}|${client}`}))`);
}

export async function recordFailure(
  db: Db,
  failure: { email: string; client: string; now: Date },
): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ email: failure.email, client: failure.client, createdAt: failure.now });
}

/** One client's failures for one address since `since` (ADR 014: never other clients'). */
export async function failuresSince(db: Db, email: string, client: string, since: Date) {
  const [row] = await db
    .select({ total: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.client, client),
        gte(loginFailures.createdAt, since),
      ),
    );
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

function prepareFindLiveSession(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

// Every signed-in request runs this query: it is built once per database and prepared on the
// server, instead of being rebuilt by the ORM each time (docs/architecture.md, budgets).
const findLiveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindLiveSession>>();

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let query = findLiveSessionQueries.get(db);
  if (!query) {
    query = prepareFindLiveSession(db);
    findLiveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function slideSession(db: Db, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
