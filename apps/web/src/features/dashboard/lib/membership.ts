import { getPlan, type User } from '@jokerwise/contracts';

/** The user fields the dashboard shows (docs/product/billing.md Dashboard, User). */
export type DashboardUser = Pick<
  User,
  | 'email'
  | 'username'
  | 'subscriptionStatus'
  | 'subscriptionPlan'
  | 'subscriptionType'
  | 'stripeCustomerId'
  | 'hasAccess'
>;

/*
 * docs/product/billing.md words the badge 'Active Legend' for every active player, which names a plan most
 * members do not have and calls a player in their paid-for trial a 'Free Player'. The badge names
 * the real plan and state instead, on the server's access rule (ADR 005): only a player
 * with access is a member; everyone else, unknown statuses included, is a Free Player.
 */
export function getProfileBadge(user: DashboardUser): string {
  if (!user.hasAccess) return 'Free Player';
  if (isLegend(user) && user.subscriptionType === 'lifetime') return 'Legend · lifetime';
  const plan = user.subscriptionPlan ? getPlan(user.subscriptionPlan).name : null;
  if (!plan) return 'Active member';
  if (user.subscriptionStatus === 'trialing') return `${plan} · trial`;
  if (user.subscriptionStatus === 'past_due') return `${plan} · payment due`;
  return `Active ${plan}`;
}

/**
 * The support answer time each plan was sold with: Legend's is docs/product/billing.md's, Master's priority
 * support is its marketing promise, everyone else gets the standard time.
 */
export function getSupportResponseTime(user: DashboardUser): string {
  if (!user.hasAccess || !user.subscriptionPlan) return 'Within 3 business days';
  if (user.subscriptionPlan === 'legend') return 'Within 24 hours for legends';
  if (user.subscriptionPlan === 'master')
    return 'Within 48 hours, with priority for Master members';
  return 'Within 3 business days for Explorer members';
}

/** What the Membership tab offers next: past-due and canceled members get their own action. */
export function getPlanAction(
  user: DashboardUser,
): 'update-payment' | 'resubscribe' | 'choose-plan' | null {
  if (isLegend(user) && user.hasAccess) return null;
  if (user.subscriptionStatus === 'past_due') return 'update-payment';
  if (user.subscriptionStatus === 'canceled') return 'resubscribe';
  return user.hasAccess ? null : 'choose-plan';
}

/** docs/product/billing.md: the membership status reads Active or Inactive (access rule, ADR 005). */
export function getStatusLabel(user: DashboardUser): 'Active' | 'Inactive' {
  return user.hasAccess ? 'Active' : 'Inactive';
}

/** The plan's catalogue name; no plan counts as free (docs/product/billing.md). */
export function getPlanLabel(user: DashboardUser): string {
  return user.subscriptionPlan ? getPlan(user.subscriptionPlan).name : 'Free';
}

export function isLegend(user: DashboardUser): boolean {
  return user.subscriptionPlan === 'legend';
}

/**
 * docs/product/billing.md: the billing button shows only if the plan is not legend, a stripeCustomerId
 * exists and the status is not inactive.
 */
export function canManageBilling(user: DashboardUser): boolean {
  return (
    !isLegend(user) && Boolean(user.stripeCustomerId) && user.subscriptionStatus !== 'inactive'
  );
}

/** docs/product/billing.md: the portal opens in a new tab, or in the same tab on mobile browsers. */
export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
