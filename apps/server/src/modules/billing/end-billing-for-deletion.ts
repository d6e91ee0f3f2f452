import type { BillingDeps } from './payment-provider';
import { findUserById } from './billing.repository';
import type { StripeGateway } from './stripe-client';
import { callStripe } from './stripe-errors';

// Account deletion (docs/decisions/027-account-self-service.md): whoever takes the money stops
// charging before anything of the account is removed, so a deleted player is never billed again.

const REASON = 'The customer deleted their account';

/** Statuses in which Stripe may still charge a subscription (switch-stripe-plan.ts). */
const CHARGEABLE: ReadonlySet<string> = new Set([
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
  'incomplete',
]);

/**
 * Ends every Stripe subscription of the customer that may still charge, read from Stripe itself
 * (a webhook may not have told us about the newest one). Throws a 502 when Stripe cannot be
 * reached, so the caller deletes nothing.
 */
export async function cancelStripeSubscriptionsOf(
  stripe: StripeGateway,
  customerId: string | null,
): Promise<void> {
  if (!customerId || customerId.startsWith('local_')) return;
  const subscriptions = await callStripe(() => stripe.listCustomerSubscriptions(customerId));
  for (const subscription of subscriptions) {
    if (!CHARGEABLE.has(subscription.status)) continue;
    await callStripe(() => stripe.cancelSubscription(subscription.id, REASON));
  }
}

/** Stops all billing of one user at the provider; nothing local is changed. */
export async function endBillingForDeletion(deps: BillingDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  await deps.payments.endBillingForDeletion(user);
}
