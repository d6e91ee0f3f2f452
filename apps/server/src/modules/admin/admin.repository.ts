import type { AdminAuditAction } from '@jokerwise/contracts';
import { and, asc, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminAudit, users } from '../../db/schema';

// Small async functions over the shared query API; each takes the db or a transaction.

export type AdminUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'username' | 'isAdmin' | 'createdAt'
>;
export type AdminAuditRow = typeof adminAudit.$inferSelect;

const adminUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

/** Any number: every change of an admin flag holds it, so "is there one left" stays true. */
const ADMIN_FLAGS_LOCK_KEY = 7_414_130_013;

/** Serialises changes of admin flags inside the caller's transaction. */
export async function lockAdminFlags(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_FLAGS_LOCK_KEY}::bigint)`);
}

export async function findAdminUser(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdminUserRow | undefined> {
  const query = db.select(adminUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Makes the user an admin only if no stored admin exists, in one statement: with the lock held,
 * two racing callers cannot both see "none yet".
 */
export async function promoteIfNoAdmin(
  db: Db,
  userId: string,
  now: Date,
): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ isAdmin: true, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} as existing_admin where existing_admin.is_admin)`,
      ),
    )
    .returning(adminUserColumns);
  return row;
}

export async function setAdminFlag(
  db: Db,
  userId: string,
  isAdmin: boolean,
  now: Date,
): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(adminUserColumns);
  return row;
}

function isEffectiveAdmin(configuredEmails: readonly string[]): SQL {
  const stored = eq(users.isAdmin, true);
  return configuredEmails.length > 0
    ? (or(stored, inArray(users.email, [...configuredEmails])) ?? stored)
    : stored;
}

/** Admins other than `userId`: stored grants and accounts named in ADMIN_EMAILS. */
export async function countOtherAdmins(
  db: Db,
  userId: string,
  configuredEmails: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ne(users.id, userId), isEffectiveAdmin(configuredEmails)));
  return row?.total ?? 0;
}

export async function listAdminUsers(
  db: Db,
  configuredEmails: readonly string[],
  limit: number,
): Promise<AdminUserRow[]> {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(isEffectiveAdmin(configuredEmails))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

export interface AuditInsert {
  actorId: string | null;
  actorEmail: string | null;
  action: AdminAuditAction;
  targetType?: string | null;
  targetId?: string | null;
  targetLabel?: string | null;
  oldValue?: Record<string, unknown> | null;
  newValue?: Record<string, unknown> | null;
  requestId?: string | null;
  createdAt: Date;
}

export async function insertAudit(db: Db, entry: AuditInsert): Promise<AdminAuditRow> {
  const [row] = await db.insert(adminAudit).values(entry).returning();
  if (!row) throw new Error('admin_audit insert returned no row');
  return row;
}

export interface AuditFilter {
  limit: number;
  /** Entries inserted before this sequence number. */
  before?: number;
  action?: AdminAuditAction;
  targetId?: string;
}

/** Newest first, keyed by insertion order so a page never skips or repeats an entry. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AdminAuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.before !== undefined) conditions.push(lt(adminAudit.seq, filter.before));
  if (filter.action) conditions.push(eq(adminAudit.action, filter.action));
  if (filter.targetId) conditions.push(eq(adminAudit.targetId, filter.targetId));
  return db
    .select()
    .from(adminAudit)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(adminAudit.seq))
    .limit(filter.limit);
}
