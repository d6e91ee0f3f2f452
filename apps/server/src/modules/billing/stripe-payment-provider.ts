import type { PlanDefinition, UrlResponse } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { BillingCore } from './billing-core';
import {
  claimCustomerId,
  findOpenStripeCheckout,
  findSubscription,
  setStripeSessionId,
  type BillingUserRow,
  type CheckoutSessionRow,
} from './billing.repository';
import { cancelSubscriptionsReplacedByLifetime } from './cancel-replaced-subscription';
import { cancelStripeSubscriptionsOf } from './end-billing-for-deletion';
import { untilFresh } from './fresh-read';
import { fulfilCheckout } from './fulfil-checkout';
import { noSubscriptionToManage } from './manage-subscription';
import type { PaymentProvider } from './payment-provider';
import { describeStripeAccount, readStripeSubscription } from './provider-readings';
import { publicUrl } from './public-url';
import { StripePortalNotConfiguredError, type StripeGateway } from './stripe-client';
import { callStripe } from './stripe-errors';
import { requireStripePriceId } from './stripe-prices';
import { resolveCheckoutSession, resolveSubscription, type SyncDeps } from './stripe-sync';
import { handleStripeWebhook } from './stripe-webhook';
import { findBillableStripeSubscription, switchStripePlan } from './switch-stripe-plan';

// PAYMENTS_PROVIDER=stripe: hosted Checkout and the Customer Portal, state from signed webhooks
// and re-reads. Every Stripe call goes through the gateway (stripe-client.ts).

/** docs/product/billing.md: the page recognises this phrase and shows its own notice. */
export const PORTAL_NOT_CONFIGURED_MESSAGE = 'The customer portal is not configured in test mode.';

export function createStripePaymentProvider(
  core: BillingCore,
  stripe: StripeGateway,
): PaymentProvider {
  const deps: SyncDeps = { ...core, stripe };
  return {
    id: 'stripe',
    testMode: stripe.testMode,
    routes: null,
    async findRunningSubscription(current) {
      const subscription = await findBillableStripeSubscription(stripe, current);
      return subscription
        ? { switchTo: (user, plan) => switchStripePlan(deps, { user, plan, subscription }) }
        : null;
    },
    openCheckout: (user, plan, session) => openStripeCheckout(deps, user, plan, session),
    refresh: (userId) => untilFresh(() => refreshFromStripe(deps, userId)),
    openPortal: (user) => openStripePortal(deps, user),
    receiveWebhook: (rawBody, signature) => handleStripeWebhook(deps, rawBody, signature),
    readSubscription: (user, stored) => readStripeSubscription(deps, user, stored),
    endBillingForDeletion: (user) => cancelStripeSubscriptionsOf(stripe, user.stripeCustomerId),
    describeAccount: () => describeStripeAccount(deps),
  };
}

async function openStripeCheckout(
  deps: SyncDeps,
  user: BillingUserRow,
  plan: PlanDefinition,
  session: CheckoutSessionRow,
): Promise<UrlResponse> {
  const priceId = requireStripePriceId(deps.config, plan);
  const customerId = await ensureCustomer(deps, user);
  const base = publicUrl(deps.config);
  const created = await callStripe(() =>
    deps.stripe.createCheckoutSession({
      mode: plan.period === 'lifetime' ? 'payment' : 'subscription',
      priceId,
      customerId,
      userId: user.id,
      plan: plan.id,
      trialDays: session.trialDays,
      successUrl: `${base}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/subscription?tab=plans`,
      idempotencyKey: `checkout-${session.id}`,
    }),
  );
  await setStripeSessionId(deps.db, session.id, created.id);
  return { url: created.url };
}

/** One Stripe customer per user, created once and reused (docs/product/billing.md stripeCustomerId). */
async function ensureCustomer(deps: SyncDeps, user: BillingUserRow): Promise<string> {
  if (user.stripeCustomerId && !user.stripeCustomerId.startsWith('local_'))
    return user.stripeCustomerId;
  const created = await callStripe(() =>
    deps.stripe.createCustomer({ userId: user.id, email: user.email }),
  );
  // A concurrent request may have stored one first; everyone uses the stored id.
  return (await claimCustomerId(deps.db, user.id, created)) ?? created;
}

async function refreshFromStripe(deps: SyncDeps, userId: string): Promise<void> {
  // A checkout whose webhook has not arrived (or never will) is completed from Stripe's answer.
  const open = await findOpenStripeCheckout(deps.db, userId);
  const fromCheckout = open?.stripeSessionId
    ? await resolveCheckoutSession(deps, open.stripeSessionId)
    : [];
  // The subscription that checkout started is read once: a second read of it would be refused
  // as overtaken by the first one's write.
  const read = new Set(fromCheckout.map((f) => f.state.stripeSubscriptionId));
  const row = await findSubscription(deps.db, userId);
  const fromSubscription =
    row?.stripeSubscriptionId && !read.has(row.stripeSubscriptionId)
      ? await resolveSubscription(deps, row.stripeSubscriptionId, null)
      : [];
  // Only the caller: a session or subscription that resolves to someone else is ignored.
  const own = [...fromCheckout, ...fromSubscription].filter((f) => f.userId === userId);
  await cancelSubscriptionsReplacedByLifetime(deps, own);
  for (const fulfilment of own) await fulfilCheckout(deps, fulfilment, { requireOpen: false });
}

async function openStripePortal(deps: SyncDeps, user: BillingUserRow): Promise<UrlResponse> {
  const customerId = user.stripeCustomerId;
  if (!customerId || customerId.startsWith('local_')) throw noSubscriptionToManage();
  try {
    return await callStripe(() =>
      deps.stripe.createPortalSession(customerId, `${publicUrl(deps.config)}/subscription`),
    );
  } catch (error) {
    if (
      error instanceof AppError &&
      error.cause instanceof StripePortalNotConfiguredError &&
      deps.stripe.testMode
    ) {
      throw new AppError(400, 'PORTAL_NOT_CONFIGURED', PORTAL_NOT_CONFIGURED_MESSAGE);
    }
    throw error;
  }
}
