import {
  PLAN_IDS,
  USER_SIGNUP_DAYS,
  type AdminUserDetails,
  type UserInsights,
} from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { toSubscriptionRecord } from '../../lib/subscription-record';
import { toAdminUserRecord } from './list-users';
import type { UserDatabaseDeps } from './user-database-deps';
import {
  countSignupsPerDay,
  countStatusPlanSplit,
  findCrmContactId,
  findSubscription,
  findUserRecord,
  summariseSessions,
} from './user-details.repository';
import { LIVE_STATUSES } from './user-list.repository';

const DAY_MS = 86_400_000;

export async function getUserDetails(
  deps: UserDatabaseDeps,
  userId: string,
): Promise<AdminUserDetails> {
  const row = await findUserRecord(deps.db, userId);
  if (!row) throw new AppError(404, 'USER_NOT_FOUND', 'There is no user with this id.');
  const [subscription, sessions, crmContactId] = await Promise.all([
    findSubscription(deps.db, userId),
    summariseSessions(deps.db, userId, deps.now()),
    findCrmContactId(deps.db, userId),
  ]);
  const renews =
    subscription && !subscription.cancelAtPeriodEnd && subscription.type !== 'lifetime';
  return {
    user: toAdminUserRecord(row, deps.config.ADMIN_EMAILS),
    subscription: subscription
      ? {
          ...toSubscriptionRecord(subscription),
          nextBillingDate: renews ? (subscription.currentPeriodEnd?.toISOString() ?? null) : null,
        }
      : null,
    sessions: {
      active: sessions.active,
      lastSignInAt: sessions.lastSignInAt ? new Date(sessions.lastSignInAt).toISOString() : null,
    },
    crmContactId,
  };
}

/** The chart above the table: the last 90 UTC days including today, every day present. */
export async function getUserInsights(deps: UserDatabaseDeps): Promise<UserInsights> {
  const now = deps.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (USER_SIGNUP_DAYS - 1) * DAY_MS);
  const [perDay, split] = await Promise.all([
    countSignupsPerDay(deps.db, from),
    countStatusPlanSplit(deps.db),
  ]);
  const byDate = new Map(perDay.map((row) => [row.date, row.count]));
  const signupsPerDay = Array.from({ length: USER_SIGNUP_DAYS }, (_, index) => {
    const date = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
  const statuses = { active: 0, trialing: 0, inactive: 0 };
  const plans = { explorer: 0, master: 0, legend: 0, none: 0 };
  for (const row of split) {
    const status = LIVE_STATUSES.find((live) => live === row.status) ?? 'inactive';
    statuses[status] += row.count;
    const plan = PLAN_IDS.find((id) => id === row.plan) ?? 'none';
    plans[plan] += row.count;
  }
  return { signupsPerDay, statuses, plans, timestamp: now.toISOString() };
}
