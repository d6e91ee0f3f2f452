import type { BillingCore } from './billing-core';
import { findSubscription } from './billing.repository';
import { isLifetime } from '@jokerwise/contracts';
import type { Fulfilment } from './fulfil-checkout';
import type { StripeGateway } from './stripe-client';
import { callStripe } from './stripe-errors';
import { findBillableStripeSubscription } from './switch-stripe-plan';

// Legend is a one-time lifetime purchase (docs/product/billing.md). A player who buys it while a monthly or
// yearly Stripe subscription runs must not be charged for both: that subscription ends at once.

const REASON = 'Replaced by the Legend lifetime purchase';

/**
 * Cancels the running Stripe subscription of every player these fulfilments make lifetime.
 * Call it before the fulfilments are stored: when Stripe cannot be reached it throws, the
 * webhook answers 502 without recording the event, and Stripe's redelivery tries again.
 */
export async function cancelSubscriptionsReplacedByLifetime(
  deps: Pick<BillingCore, 'db'> & { stripe: StripeGateway },
  fulfilments: readonly Fulfilment[],
): Promise<void> {
  for (const { userId, state } of fulfilments) {
    if (!isLifetime(state)) continue;
    const current = await findSubscription(deps.db, userId);
    if (!current || isLifetime(current)) continue;
    const running = await findBillableStripeSubscription(deps.stripe, current);
    if (running) await callStripe(() => deps.stripe.cancelSubscription(running.id, REASON));
  }
}
