import type { User } from '@jokerwise/contracts';
import { userSchema } from '@jokerwise/contracts';
import { hasSubscriptionAccess } from '@jokerwise/contracts';
import type { UserRow } from './auth.repository';

export function isAdminUser(row: UserRow, adminEmails: readonly string[]): boolean {
  // ADMIN_EMAILS bootstraps the first admins (docs/product/accounts.md: the first admin can be bootstrapped).
  return row.isAdmin || adminEmails.includes(row.email);
}

/** The user as the client sees it (docs/product/accounts.md); unknown statuses read as inactive. */
export function toUserView(row: UserRow, adminEmails: readonly string[]): User {
  return userSchema.parse({
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionType: row.subscriptionType,
    stripeCustomerId: row.stripeCustomerId,
    isAdmin: isAdminUser(row, adminEmails),
    hasAccess: hasSubscriptionAccess({
      status: row.subscriptionStatus,
      plan: row.subscriptionPlan,
      type: row.subscriptionType,
    }),
  });
}
