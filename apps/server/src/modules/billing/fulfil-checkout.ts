import type { BillingDeps } from './payment-provider';
import { closeCheckoutSession } from './billing.repository';
import {
  applySubscriptionState,
  type ApplyOutcome,
  type ReadAgainst,
  type SubscriptionState,
} from './subscription-state';

export interface Fulfilment {
  userId: string;
  state: SubscriptionState;
  customerId: string | null;
  /** Our checkout session, when the purchase started from one we know. */
  checkoutId: string | null;
  /** For a state read from Stripe: what our rows looked like before the read. */
  readAgainst?: ReadAgainst | null;
}

/**
 * The one fulfilment path: the test checkout's pay button and Stripe's webhook both end here.
 * `requireOpen` (the test checkout) refuses a session that was already paid or canceled; Stripe
 * deliveries re-apply the re-read state, which changes nothing the second time. A state read
 * from Stripe that another writer overtook throws StaleProviderRead and closes nothing.
 */
export async function fulfilCheckout(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  fulfilment: Fulfilment,
  options: { requireOpen: boolean },
): Promise<{ completed: boolean; outcome: ApplyOutcome | null }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (fulfilment.checkoutId) {
      const closed = await closeCheckoutSession(tx, fulfilment.checkoutId, 'paid', now);
      if (!closed && options.requireOpen) return { completed: false, outcome: null };
    }
    const outcome = await applySubscriptionState(tx, {
      userId: fulfilment.userId,
      state: fulfilment.state,
      now,
      customerId: fulfilment.customerId,
      readAgainst: fulfilment.readAgainst ?? null,
    });
    return { completed: true, outcome };
  });
}
