import { getPlan, PLAN_IDS, type PlanId } from '@jokerwise/contracts';
import { z } from 'zod';
import type { BillingCore } from './billing-core';
import {
  findCheckoutByStripeSessionId,
  findUserByCustomerId,
  findUserById,
  readSubscriptionVersion,
} from './billing.repository';
import { fulfilCheckout, type Fulfilment } from './fulfil-checkout';
import { untilFresh } from './fresh-read';
import { planForStripePrice } from './stripe-prices';
import type {
  StripeCheckoutSession,
  StripeEvent,
  StripeGateway,
  StripeSubscription,
} from './stripe-client';
import { callStripe } from './stripe-errors';
import type { SubscriptionState } from './subscription-state';

// Turns what Stripe says into fulfilments. Events are only hints: the session or subscription is
// re-read from Stripe, and each fulfilment carries the version of our rows taken before that read,
// so a slow read that another writer overtook is refused and read again (ADR 015).

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export type SyncDeps = Pick<BillingCore, 'db' | 'config' | 'now' | 'onUserChanged'> & {
  stripe: StripeGateway;
};

/** What this event means for our users; [] for types we do not handle. */
export async function resolveStripeEvent(
  deps: SyncDeps,
  event: StripeEvent,
): Promise<Fulfilment[]> {
  const object = event.data.object;
  if (CHECKOUT_EVENTS.has(event.type) && object.id) return resolveCheckoutSession(deps, object.id);
  if (SUBSCRIPTION_EVENTS.has(event.type) && object.id)
    return resolveSubscription(deps, object.id, null);
  if (INVOICE_EVENTS.has(event.type)) {
    const subscriptionId = object.parent?.subscription_details?.subscription ?? object.subscription;
    return subscriptionId ? resolveSubscription(deps, subscriptionId, null) : [];
  }
  return [];
}

export async function resolveCheckoutSession(
  deps: SyncDeps,
  sessionId: string,
): Promise<Fulfilment[]> {
  const session = await callStripe(() => deps.stripe.retrieveCheckoutSession(sessionId));
  if (session.status !== 'complete') return [];
  const ours = await findCheckoutByStripeSessionId(deps.db, session.id);
  const checkoutId = ours?.id ?? null;
  if (session.mode === 'subscription') {
    return session.subscription ? resolveSubscription(deps, session.subscription, checkoutId) : [];
  }
  if (session.mode !== 'payment' || !isPaid(session)) return [];
  const userId = await resolveUserId(
    deps,
    session.client_reference_id ?? session.metadata.userId,
    session.customer,
  );
  if (!userId || parsePlan(session.metadata.plan) !== 'legend') return [];
  return [
    { userId, state: lifetimeState(deps.now()), customerId: session.customer ?? null, checkoutId },
  ];
}

export async function resolveSubscription(
  deps: SyncDeps,
  subscriptionId: string,
  checkoutId: string | null,
): Promise<Fulfilment[]> {
  // Before the read: any write that lands while Stripe answers changes it.
  const version = await readSubscriptionVersion(deps.db, subscriptionId);
  const subscription = await callStripe(() => deps.stripe.retrieveSubscription(subscriptionId));
  const userId = await resolveUserId(deps, subscription.metadata.userId, subscription.customer);
  const priceId = subscription.items.data[0]?.price.id;
  const plan =
    (priceId && planForStripePrice(deps.config, priceId)) || parsePlan(subscription.metadata.plan);
  if (!userId || !plan || plan === 'legend') return [];
  return [
    {
      userId,
      state: stateOfStripeSubscription(subscription, plan),
      customerId: subscription.customer,
      checkoutId,
      readAgainst: { stripeSubscriptionId: subscriptionId, version },
    },
  ];
}

/** Reads one subscription from Stripe and stores it, reading again while others write it. */
export async function syncStripeSubscription(deps: SyncDeps, subscriptionId: string) {
  await untilFresh(async () => {
    for (const fulfilment of await resolveSubscription(deps, subscriptionId, null)) {
      await fulfilCheckout(deps, fulfilment, { requireOpen: false });
    }
  });
}

export function stateOfStripeSubscription(
  subscription: StripeSubscription,
  plan: Exclude<PlanId, 'legend'>,
): SubscriptionState {
  const item = subscription.items.data[0];
  return {
    provider: 'stripe',
    plan,
    type: getPlan(plan).period,
    status: subscription.status,
    stripeSubscriptionId: subscription.id,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end) || subscription.cancel_at != null,
    endedAt: fromUnix(subscription.ended_at),
  };
}

function lifetimeState(now: Date): SubscriptionState {
  return {
    provider: 'stripe',
    plan: 'legend',
    type: 'lifetime',
    status: 'active',
    stripeSubscriptionId: null,
    trialEnd: null,
    currentPeriodStart: now,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    endedAt: null,
  };
}

function isPaid(session: StripeCheckoutSession): boolean {
  return session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
}

const uuid = z.uuid();

/** Our user id from metadata when it names a real user, else the owner of the customer. */
async function resolveUserId(
  deps: SyncDeps,
  claimed: string | null | undefined,
  customerId: string | null | undefined,
) {
  if (claimed && uuid.safeParse(claimed).success) {
    const user = await findUserById(deps.db, claimed);
    if (user && (!customerId || !user.stripeCustomerId || user.stripeCustomerId === customerId))
      return user.id;
  }
  return customerId ? ((await findUserByCustomerId(deps.db, customerId))?.id ?? null) : null;
}

function parsePlan(value: string | undefined): PlanId | undefined {
  const parsed = z.enum(PLAN_IDS).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return seconds == null ? null : new Date(seconds * 1000);
}
