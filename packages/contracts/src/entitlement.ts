import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './user';

// The one entitlement rule (ADR 005), here so that sign-in (sessions, /api/me) and billing
// (checkout, webhooks, reconciliation) read it without depending on each other: trialing,
// active and past_due (with a warning) have access; a Legend lifetime purchase has it for good;
// everything else, including unknown statuses, has none.

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

const knownStatus = z.enum(SUBSCRIPTION_STATUSES).catch('inactive');

/** docs/product/billing.md: a status the provider reports that the product does not know reads inactive. */
export function readSubscriptionStatus(status: string): SubscriptionStatus {
  return knownStatus.parse(status);
}
