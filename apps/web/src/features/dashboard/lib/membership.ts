import { getPlan, type User } from '@jokerwise/contracts';

/** The user fields the dashboard shows (spec 000 §2 Dashboard, §3 User). */
export type DashboardUser = Pick<
  User,
  | 'email'
  | 'username'
  | 'subscriptionStatus'
  | 'subscriptionPlan'
  | 'stripeCustomerId'
  | 'hasAccess'
>;

/*
 * Spec 000 §2 words the badge and status on `subscriptionStatus === 'active'`, which would tell
 * a player in their paid-for trial that they are a 'Free Player' with an 'Inactive' plan while
 * the app lets them in. Both follow the server's access rule instead (ADR 005): active,
 * trialing, past_due and lifetime read as members.
 */
export function getProfileBadge(user: DashboardUser): 'Active Legend' | 'Free Player' {
  return user.hasAccess ? 'Active Legend' : 'Free Player';
}

/** Spec 000 §2: the membership status reads Active or Inactive (access rule, ADR 005). */
export function getStatusLabel(user: DashboardUser): 'Active' | 'Inactive' {
  return user.hasAccess ? 'Active' : 'Inactive';
}

/** The plan's catalogue name; no plan counts as free (spec 000 §3). */
export function getPlanLabel(user: DashboardUser): string {
  return user.subscriptionPlan ? getPlan(user.subscriptionPlan).name : 'Free';
}

export function isLegend(user: DashboardUser): boolean {
  return user.subscriptionPlan === 'legend';
}

/**
 * Spec 000 §2: the billing button shows only if the plan is not legend, a stripeCustomerId
 * exists and the status is not inactive.
 */
export function canManageBilling(user: DashboardUser): boolean {
  return (
    !isLegend(user) && Boolean(user.stripeCustomerId) && user.subscriptionStatus !== 'inactive'
  );
}

/** Spec 000 §4: the portal opens in a new tab, or in the same tab on mobile browsers. */
export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}
