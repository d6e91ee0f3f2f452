import { PLAN_IDS, type PlanId, type SubscriptionInfo } from '@jokerwise/contracts';

// docs/product/billing.md (Subscription management, Subscription info): how the page reads the info.

/** docs/product/billing.md: planName contains explorer, master or legend; anything else counts as explorer. */
export function getCurrentPlanId(info: Pick<SubscriptionInfo, 'planId' | 'planName'>): PlanId {
  if (info.planId) return info.planId;
  const name = info.planName.toLowerCase();
  return PLAN_IDS.find((id) => name.includes(id)) ?? 'explorer';
}

/** docs/product/billing.md: a card is the 'Current Plan' when it is the plan and the status is active or trialing. */
export function isCurrentPlan(
  planId: PlanId,
  info: Pick<SubscriptionInfo, 'planId' | 'planName' | 'status'>,
): boolean {
  return (
    (info.status === 'active' || info.status === 'trialing') && getCurrentPlanId(info) === planId
  );
}

export function isLifetimePlan(info: Pick<SubscriptionInfo, 'planId' | 'billingCycle'>): boolean {
  return info.planId === 'legend' && info.billingCycle === 'lifetime';
}

/** docs/product/billing.md: the statuses the page shows; unknown values display as inactive. */
const STATUS_LABELS = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  inactive: 'Inactive',
} as const;
type DisplayedStatus = keyof typeof STATUS_LABELS;

export function getDisplayedStatus(status: string): DisplayedStatus {
  return status in STATUS_LABELS ? (status as DisplayedStatus) : 'inactive';
}

export function getStatusLabel(status: string): string {
  return STATUS_LABELS[getDisplayedStatus(status)];
}

const CYCLE_LABELS = { monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime (one-time)' };

export function getBillingCycleLabel(cycle: SubscriptionInfo['billingCycle']): string {
  return cycle ? CYCLE_LABELS[cycle] : '—';
}

/** docs/product/billing.md: 'Upgrade Now' shows when the status reads inactive (unknown ones do). */
export function canUpgrade(info: Pick<SubscriptionInfo, 'status'>): boolean {
  return getDisplayedStatus(info.status) === 'inactive';
}

/** The portal is for paid plans that ran at some point; Legend has no billing (docs/product/billing.md). */
export function canOpenPortal(info: Pick<SubscriptionInfo, 'planId' | 'status'>): boolean {
  return info.planId !== null && info.planId !== 'legend' && info.status !== 'inactive';
}

/** A past-due member goes to the portal to update their payment. */
export function getPortalLabel(info: Pick<SubscriptionInfo, 'paymentWarning'>): string {
  return info.paymentWarning ? 'Update payment' : 'Manage Billing & Subscriptions';
}

/** docs/product/billing.md: the portal opens in the same tab on mobile browsers. */
export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
