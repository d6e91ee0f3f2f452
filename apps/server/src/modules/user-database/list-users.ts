import type { AdminUserRecord, UserListQuery, UserListResponse } from '@jokerwise/contracts';
import type { UserDatabaseDeps } from './user-database-deps';
import { countUsers, listUserPage, type UserRecordRow } from './user-list.repository';

// Spec 001 §3 user list response. The stats count every user whatever the filters (the stat
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

export async function listUsers(
  deps: UserDatabaseDeps,
  query: UserListQuery,
): Promise<UserListResponse> {
  const filter = { search: query.search, status: query.status, plan: query.plan };
  const counts = await countUsers(deps.db, filter);
  const rows = await listUserPage(deps.db, filter, query, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    fewMatches: counts.filtered <= FEW_MATCHES,
  });
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
    timestamp: deps.now().toISOString(),
  };
}
