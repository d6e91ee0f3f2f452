import type { UserPlanFilter, UserSortColumn, UserStatusFilter } from '@jokerwise/contracts';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { billingSubscriptions, users } from '../../db/schema';
import type { PageCursor, UserSort } from './page-cursor';

// The user database's queries (docs/decisions/020-user-list-search-and-export.md). Sort columns
// come from an allow-list of column objects, never from text; every order ends with the id so
// equal keys keep one order across pages and export batches.

export interface UserFilter {
  search?: string | undefined;
  status: UserStatusFilter;
  plan: UserPlanFilter;
  ids?: readonly string[] | undefined;
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

const reversed = (sort: UserSort): UserSort => ({
  ...sort,
  sortOrder: sort.sortOrder === 'asc' ? 'desc' : 'asc',
});

/** The sort key as text, full precision (a JavaScript Date would drop a timestamp's microseconds). */
const cursorKey = (sort: UserSort) => sql<string>`${SORT_COLUMNS[sort.sortBy]}::text`;

/** Rows strictly after (key, id) in this sort: a row comparison the sort index can seek to. */
function afterKey(sort: UserSort, key: string, id: string): SQL {
  const operator = sql.raw(sort.sortOrder === 'asc' ? '>' : '<');
  if (sort.sortBy === 'id') return sql`${users.id} ${operator} ${id}::uuid`;
  const cast = sort.sortBy === 'created_at' ? sql`::timestamptz` : sql`::text`;
  return sql`(${SORT_COLUMNS[sort.sortBy]}, ${users.id}) ${operator} (${key}${cast}, ${id}::uuid)`;
}

export type UserPageRow = UserRecordRow & { cursorKey: string };

export interface PageRequest {
  limit: number;
  /** Rows skipped after the cursor (or from the start); 0 with a cursor. */
  offset: number;
  /** Few users match: read them by the filter's indexes and sort afterwards. */
  fewMatches: boolean;
  cursor?: PageCursor | undefined;
}

/**
 * One page, in two steps (docs/decisions/030-user-list-keyset-paging.md): the page's ids from
 * `users` alone, which the sort or filter indexes answer without the join, then the records of
 * those ids. With a cursor the ids are a keyset seek (a "previous" page reads backwards and is
 * turned round); without one, OFFSET skips index entries instead of joined rows.
 */
export async function listUserPage(
  db: Db,
  filter: UserFilter,
  sort: UserSort,
  page: PageRequest,
): Promise<UserPageRow[]> {
  const backwards = page.cursor?.direction === 'previous';
  const readOrder = backwards ? reversed(sort) : sort;
  const seek = page.cursor ? afterKey(readOrder, page.cursor.key, page.cursor.id) : undefined;
  const where = and(filterCondition(filter), seek);
  const ids = page.fewMatches
    ? await fewMatchIds(db, where, readOrder, page)
    : await db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...orderBy(readOrder))
        .limit(page.limit)
        .offset(page.offset);
  if (ids.length === 0) return [];
  const ordered = ids.map((row) => row.id);
  if (backwards) ordered.reverse();
  const rows = await db
    .select({ ...userRecordColumns, cursorKey: cursorKey(sort) })
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(inArray(users.id, ordered));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ordered.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A LIMIT no page reaches keeps PostgreSQL from flattening the matches' subquery into the outer
 * query, where it would walk the sort index instead (ADR 020). drizzle leaves out an OFFSET of 0,
 * which was meant to do this and did nothing (player12 by e-mail descending took 58 ms; 1 ms
 * with the LIMIT, bench/README.md).
 */
const UNFLATTENED = Number.MAX_SAFE_INTEGER;

/**
 * The page's ids when few users match: walking the sort index while filtering would visit most
 * of the table before finding a rare match, so the matches are read through their own indexes and
 * sorted afterwards.
 */
function fewMatchIds(db: Db, where: SQL | undefined, sort: UserSort, page: PageRequest) {
  const matches = db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .limit(UNFLATTENED)
    .as('matches');
  const direction = sort.sortOrder === 'asc' ? asc : desc;
  const key = { id: matches.id, email: matches.email, created_at: matches.createdAt }[sort.sortBy];
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(direction(key), direction(matches.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every user's status split: one scan without a per-row predicate (index-only after VACUUM). */
export async function countStatuses(
  db: Db,
): Promise<{ active: number; trialing: number; total: number }> {
  const [row] = await db
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
    .from(users);
  return row ?? { active: 0, trialing: 0, total: 0 };
}

/** How many users match: its own query, so the search predicate can use its indexes. */
export async function countMatches(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(users).where(filterCondition(filter));
  return row?.count ?? 0;
}

/** Where the previous export batch stopped: its last sort key (as text) and id. */
export interface ExportCursor {
  key: string;
  id: string;
}

/** One export batch after the cursor, in the list's order (keyset, like the list's cursors). */
export async function listExportBatch(
  db: Db,
  filter: UserFilter,
  sort: UserSort,
  cursor: ExportCursor | null,
  size: number,
): Promise<UserPageRow[]> {
  return db
    .select({ ...userRecordColumns, cursorKey: cursorKey(sort) })
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(and(filterCondition(filter), cursor ? afterKey(sort, cursor.key, cursor.id) : undefined))
    .orderBy(...orderBy(sort))
    .limit(size);
}
