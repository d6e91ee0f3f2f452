import type { billingSubscriptions } from '../db/schema';

type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/**
 * The subscription fields both the player's data export and the staff user view show, dates as
 * ISO strings; each adds its own end-of-period field.
 */
export function toSubscriptionRecord(subscription: SubscriptionRow) {
  return {
    provider: subscription.provider,
    plan: subscription.plan,
    type: subscription.type,
    status: subscription.status,
    trialEnd: subscription.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}
