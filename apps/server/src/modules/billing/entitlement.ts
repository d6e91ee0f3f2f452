// The one entitlement rule (ADR 005), used by guards, /api/me and, later, webhooks and
// reconciliation: trialing, active and past_due (with a warning) have access; a Legend lifetime
// purchase has it for good; everything else, including unknown statuses, has none.

const ACCESS_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due']);

export interface SubscriptionFacts {
  status: string;
  plan: string | null;
  type: string | null;
}

export function isLifetime(facts: SubscriptionFacts): boolean {
  return facts.plan === 'legend' && facts.type === 'lifetime';
}

export function hasSubscriptionAccess(facts: SubscriptionFacts): boolean {
  return isLifetime(facts) || ACCESS_STATUSES.has(facts.status);
}

/** past_due keeps access but the page shows a payment warning (ADR 005). */
export function hasPaymentWarning(facts: SubscriptionFacts): boolean {
  return !isLifetime(facts) && facts.status === 'past_due';
}
