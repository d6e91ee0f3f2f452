import type {
  SortOrder,
  UserPlanFilter,
  UserSortColumn,
  UserStatusFilter,
} from '@jokerwise/contracts';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { billingSubscriptions, users } from '../../db/schema';

// The user database's queries (docs/decisions/020-user-list-search-and-export.md). Sort columns
// come from an allow-list of column objects, never from text; every order ends with the id so
// equal keys keep one order across pages and export batches.

export interface UserFilter {
  search?: string | undefined;
  status: UserStatusFilter;
  plan: UserPlanFilter;
  ids?: readonly string[] | undefined;
}

export interface UserSort {
  sortBy: UserSortColumn;
  sortOrder: SortOrder;
}

const SORT_COLUMNS = {
  id: users.id,
  email: users.email,
  created_at: users.createdAt,
} as const satisfies Record<UserSortColumn, AnyPgColumn>;

/** Statuses counted as live; every other stored status is "inactive" (ADR 020). */
export const LIVE_STATUSES = ['active', 'trialing'] as const;

export const userRecordColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPlan: users.subscriptionPlan,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: billingSubscriptions.stripeSubscriptionId,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRecordRow = {
  id: string;
  email: string;
  username: string | null;
  subscriptionStatus: string;
  subscriptionPlan: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  isAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** `%`, `_` and the escape character itself match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Case-insensitive prefix match on the e-mail, its domain and the username; a leading "@"
 * means the username only, as the viewer shows it. Each arm has a text_pattern_ops index.
 */
function searchCondition(search: string): SQL {
  const term = search.toLowerCase();
  if (term.startsWith('@') && term.length > 1) {
    return sql`lower(${users.username}) like ${`${escapeLike(term.slice(1))}%`} escape '\\'`;
  }
  const pattern = `${escapeLike(term)}%`;
  return sql`(lower(${users.email}) like ${pattern} escape '\\'
    or lower(split_part(${users.email}, '@', 2)) like ${pattern} escape '\\'
    or lower(${users.username}) like ${pattern} escape '\\')`;
}

export function filterCondition(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.status === 'inactive') {
    conditions.push(notInArray(users.subscriptionStatus, [...LIVE_STATUSES]));
  } else if (filter.status !== 'all') {
    conditions.push(eq(users.subscriptionStatus, filter.status));
  }
  if (filter.plan !== 'all') conditions.push(eq(users.subscriptionPlan, filter.plan));
  if (filter.ids) conditions.push(inArray(users.id, [...filter.ids]));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderBy(sort: UserSort): SQL[] {
  const direction = sort.sortOrder === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[sort.sortBy];
  return column === users.id ? [direction(users.id)] : [direction(column), direction(users.id)];
}

/**
 * One page. When few users match (`fewMatches`), they are read through their own indexes and
 * sorted afterwards: walking the sort index while filtering would visit most of the table before
 * finding a rare match. OFFSET 0 keeps PostgreSQL from flattening the subquery (ADR 020).
 */
export async function listUserPage(
  db: Db,
  filter: UserFilter,
  sort: UserSort,
  page: { limit: number; offset: number; fewMatches: boolean },
): Promise<UserRecordRow[]> {
  const base = db
    .select(userRecordColumns)
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(filterCondition(filter));
  if (!page.fewMatches) {
    return base
      .orderBy(...orderBy(sort))
      .limit(page.limit)
      .offset(page.offset);
  }
  const matches = base.offset(0).as('matches');
  const direction = sort.sortOrder === 'asc' ? asc : desc;
  const key = { id: matches.id, email: matches.email, created_at: matches.createdAt }[sort.sortBy];
  return db
    .select()
    .from(matches)
    .orderBy(direction(key), direction(matches.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every user's status split (one scan, no per-row predicate), and how many match the filter. */
export async function countUsers(db: Db, filter: UserFilter) {
  const matching = filterCondition(filter);
  const [stats, filtered] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${users.subscriptionStatus} = 'active')`.mapWith(
          Number,
        ),
        trialing:
          sql<number>`count(*) filter (where ${users.subscriptionStatus} = 'trialing')`.mapWith(
            Number,
          ),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(users),
    // A separate query, so the search predicate can use its indexes instead of running per row.
    matching ? db.select({ count: count() }).from(users).where(matching) : undefined,
  ]);
  const row = stats[0] ?? { active: 0, trialing: 0, total: 0 };
  return { ...row, filtered: filtered ? (filtered[0]?.count ?? 0) : row.total };
}

/** Where the previous export batch stopped: its last sort key (as text, full precision) and id. */
export interface ExportCursor {
  key: string;
  id: string;
}

/**
 * One export batch after the cursor, in the list's order. The key travels as text so a
 * timestamp keeps its microseconds (a JavaScript Date would drop them and skip rows).
 */
export async function listExportBatch(
  db: Db,
  filter: UserFilter,
  sort: UserSort,
  cursor: ExportCursor | null,
  size: number,
): Promise<Array<UserRecordRow & { cursorKey: string }>> {
  const column = SORT_COLUMNS[sort.sortBy];
  const keyCast = sort.sortBy === 'created_at' ? sql`::timestamptz` : sql`::text`;
  const after = !cursor
    ? undefined
    : sort.sortBy === 'id'
      ? sql`${users.id} ${sql.raw(sort.sortOrder === 'asc' ? '>' : '<')} ${cursor.id}::uuid`
      : sql`(${column}, ${users.id}) ${sql.raw(sort.sortOrder === 'asc' ? '>' : '<')} (${cursor.key}${keyCast}, ${cursor.id}::uuid)`;
  return db
    .select({ ...userRecordColumns, cursorKey: sql<string>`${column}::text` })
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(and(filterCondition(filter), after))
    .orderBy(...orderBy(sort))
    .limit(size);
}
