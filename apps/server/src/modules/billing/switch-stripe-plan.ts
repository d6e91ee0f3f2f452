import type { PlanDefinition, UrlResponse } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import {
  readSubscriptionVersion,
  type BillingUserRow,
  type SubscriptionRow,
} from './billing.repository';
import { fulfilCheckout } from './fulfil-checkout';
import { StaleProviderRead } from './fresh-read';
import { publicUrl } from './public-url';
import type { StripeGateway, StripeSubscription } from './stripe-client';
import { callStripe } from './stripe-errors';
import { requireStripePriceId } from './stripe-prices';
import { stateOfStripeSubscription, syncStripeSubscription, type SyncDeps } from './stripe-sync';

// docs/product/billing.md has one call per plan and no separate upgrade call, and its messages tell a player whose
// portal is unavailable to "use the subscription options below instead": the plan cards must
// switch plans on their own. A player who already pays through Stripe therefore gets the
// existing subscription moved to the new price, never a second subscription beside it.

/** Statuses in which Stripe may still charge the subscription. */
const BILLABLE_STATUSES: ReadonlySet<string> = new Set([
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
]);

/**
 * The caller's Stripe subscription if Stripe may still bill it, read from Stripe rather than
 * from our row (a webhook may be late); null when there is none.
 */
export async function findBillableStripeSubscription(
  stripe: StripeGateway,
  row: SubscriptionRow | undefined,
): Promise<StripeSubscription | null> {
  const subscriptionId = row?.provider === 'stripe' ? row.stripeSubscriptionId : null;
  if (!subscriptionId) return null;
  const subscription = await callStripe(() => stripe.retrieveSubscription(subscriptionId));
  return BILLABLE_STATUSES.has(subscription.status) ? subscription : null;
}

/** Moves a running Stripe subscription to another monthly or yearly plan, in place. */
export async function switchStripePlan(
  deps: SyncDeps,
  input: { user: BillingUserRow; plan: PlanDefinition; subscription: StripeSubscription },
): Promise<UrlResponse> {
  const { user, plan, subscription } = input;
  const planId = plan.id;
  // Legend is a one-time payment: it goes through Checkout and ends the subscription once paid.
  if (planId === 'legend') throw new Error('Legend is bought through Checkout, not switched to');
  const priceId = requireStripePriceId(deps.config, plan);
  const item = subscription.items.data[0];
  if (!item) {
    throw new AppError(
      409,
      'SUBSCRIPTION_UNAVAILABLE',
      'Your subscription cannot be changed here.',
    );
  }
  if (item.price.id === priceId) {
    throw new AppError(409, 'ALREADY_SUBSCRIBED', `You are already on the ${plan.name} plan.`);
  }
  const version = await readSubscriptionVersion(deps.db, subscription.id);
  const updated = await callStripe(() =>
    deps.stripe.switchSubscriptionPrice({
      subscriptionId: subscription.id,
      itemId: item.id,
      priceId,
      userId: user.id,
      plan: planId,
    }),
  );
  // Stripe's answer is applied at once; the customer.subscription.updated webhook re-reads the
  // same state and changes nothing. If a webhook or refresh wrote while Stripe answered, the
  // answer may be older than that write: read the subscription again (ADR 015).
  try {
    await fulfilCheckout(
      deps,
      {
        userId: user.id,
        state: stateOfStripeSubscription(updated, planId),
        customerId: updated.customer,
        checkoutId: null,
        readAgainst: { stripeSubscriptionId: subscription.id, version },
      },
      { requireOpen: false },
    );
  } catch (error) {
    if (!(error instanceof StaleProviderRead)) throw error;
    await syncStripeSubscription(deps, subscription.id);
  }
  // No checkout was paid, so /success has nothing to confirm: the subscription page
  // shows the plan as it now stands.
  return { url: `${publicUrl(deps.config)}/subscription` };
}
