import type { AdminUserRecord, UserListQuery, UserListResponse } from '@jokerwise/contracts';
import type { CountCache } from './count-cache';
import { decodeCursor, encodeCursor } from './page-cursor';
import type { UserDatabaseDeps } from './user-database-deps';
import {
  countMatches,
  countStatuses,
  listUserPage,
  type UserFilter,
  type UserRecordRow,
} from './user-list.repository';

// docs/product/staff-console.md user list response. The stats count every user whatever the filters (the stat
// cards describe the product; 'Showing X of Y' uses the summary), docs/decisions/020-….

/** The admin user record: these fields and nothing more (no sessions, no codes). */
export function toAdminUserRecord(
  row: UserRecordRow,
  adminEmails: readonly string[],
): AdminUserRecord {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    subscription_status: row.subscriptionStatus,
    subscription_plan: row.subscriptionPlan,
    stripe_customer_id: row.stripeCustomerId,
    stripe_subscription_id: row.stripeSubscriptionId,
    // Configured admins (ADMIN_EMAILS) are admins too (docs/decisions/016-…).
    is_admin: row.isAdmin || adminEmails.includes(row.email.toLowerCase()),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Up to this many matches are cheaper to read by the filter's indexes and sort (bench/README.md). */
export const FEW_MATCHES = 10_000;

/** The stats and the filter's match count, from the cache when they were counted just now. */
async function countUsers(deps: UserDatabaseDeps, filter: UserFilter, cache: CountCache) {
  const hasFilter = Boolean(filter.search) || filter.status !== 'all' || filter.plan !== 'all';
  const [stats, matches] = await Promise.all([
    cache.get('stats', async () => {
      const { active, trialing, total } = await countStatuses(deps.db);
      return [active, trialing, total];
    }),
    hasFilter
      ? cache.get(
          JSON.stringify(['matches', filter.search, filter.status, filter.plan]),
          async () => [await countMatches(deps.db, filter)],
        )
      : undefined,
  ]);
  const [active = 0, trialing = 0, total = 0] = stats;
  return { active, trialing, total, filtered: matches ? (matches[0] ?? 0) : total };
}

export async function listUsers(
  deps: UserDatabaseDeps,
  query: UserListQuery,
  cache: CountCache,
): Promise<UserListResponse> {
  const filter = { search: query.search, status: query.status, plan: query.plan };
  const sort = { sortBy: query.sortBy, sortOrder: query.sortOrder };
  // A bad cursor is a 400 before any query runs.
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  const counts = await countUsers(deps, filter, cache);
  const rows = await listUserPage(deps.db, filter, sort, {
    limit: query.limit,
    // The cursor already says where the page starts (docs/decisions/030-…).
    offset: cursor ? 0 : (query.page - 1) * query.limit,
    fewMatches: counts.filtered <= FEW_MATCHES,
    cursor,
  });
  const first = rows[0];
  const last = rows.at(-1);
  return {
    users: rows.map((row) => toAdminUserRecord(row, deps.config.ADMIN_EMAILS)),
    stats: {
      activeUsers: counts.active,
      trialingUsers: counts.trialing,
      inactiveUsers: counts.total - counts.active - counts.trialing,
      totalUsers: counts.total,
    },
    summary: {
      filtered: counts.filtered,
      total: counts.total,
      totalPages: Math.ceil(counts.filtered / query.limit),
    },
    cursors: {
      previous: first
        ? encodeCursor(sort, { direction: 'previous', key: first.cursorKey, id: first.id })
        : null,
      next: last
        ? encodeCursor(sort, { direction: 'next', key: last.cursorKey, id: last.id })
        : null,
    },
    timestamp: deps.now().toISOString(),
  };
}
