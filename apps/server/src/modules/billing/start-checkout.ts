import { getPlan, type PlanDefinition, type PlanId, type UrlResponse } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { publicUrl, type BillingConfig, type BillingDeps } from './billing-deps';
import {
  claimCustomerId,
  findSubscription,
  insertCheckoutSession,
  setStripeSessionId,
  type BillingUserRow,
  type CheckoutSessionRow,
  type SubscriptionRow,
} from './billing.repository';
import { hasSubscriptionAccess, isLifetime } from './entitlement';
import { settleLocalSubscription } from './local-subscription';
import type { StripeGateway } from './stripe-client';
import { callStripe } from './stripe-errors';
import { stripePriceId } from './stripe-prices';
import { findBillableStripeSubscription, switchStripePlan } from './switch-stripe-plan';

// Spec 000 §7: create-subscription and the three checkout calls start a checkout for the caller.

export function testCheckoutUrl(sessionId: string): string {
  return `/checkout/test/${sessionId}`;
}

export async function startCheckout(
  deps: BillingDeps,
  user: BillingUserRow,
  planId: PlanId,
): Promise<UrlResponse> {
  await settleLocalSubscription(deps, user.id);
  const current = await findSubscription(deps.db, user.id);
  const plan = getPlan(planId);
  assertCanBuy(current, plan);
  if (deps.stripe && plan.period !== 'lifetime') {
    const running = await findBillableStripeSubscription(deps.stripe, current);
    if (running) {
      const priceId = requirePriceId(deps.config, plan);
      return switchStripePlan(deps, deps.stripe, { user, plan, priceId, subscription: running });
    }
  }
  // One trial per user: a second trial checkout is sold without one.
  const trialDays = plan.trialDays > 0 && !current?.trialUsedAt ? plan.trialDays : 0;
  const session = await insertCheckoutSession(deps.db, {
    userId: user.id,
    provider: deps.config.PAYMENTS_PROVIDER,
    plan: plan.id,
    trialDays,
    createdAt: deps.now(),
  });
  if (!deps.stripe) return { url: testCheckoutUrl(session.id) };
  return startStripeCheckout(deps, deps.stripe, user, plan, session);
}

function assertCanBuy(current: SubscriptionRow | undefined, plan: PlanDefinition): void {
  if (!current) return;
  if (isLifetime(current)) {
    throw new AppError(409, 'ALREADY_LIFETIME', 'You already have lifetime access with Legend.');
  }
  if (current.plan === plan.id && hasSubscriptionAccess(current)) {
    throw new AppError(409, 'ALREADY_SUBSCRIBED', `You are already on the ${plan.name} plan.`);
  }
}

async function startStripeCheckout(
  deps: BillingDeps,
  stripe: StripeGateway,
  user: BillingUserRow,
  plan: PlanDefinition,
  session: CheckoutSessionRow,
): Promise<UrlResponse> {
  const priceId = requirePriceId(deps.config, plan);
  const customerId = await ensureCustomer(deps, stripe, user);
  const base = publicUrl(deps.config);
  const created = await callStripe(() =>
    stripe.createCheckoutSession({
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

/** One Stripe customer per user, created once and reused (spec 000 §3 stripeCustomerId). */
async function ensureCustomer(
  deps: BillingDeps,
  stripe: StripeGateway,
  user: BillingUserRow,
): Promise<string> {
  if (user.stripeCustomerId && !user.stripeCustomerId.startsWith('local_'))
    return user.stripeCustomerId;
  const created = await callStripe(() =>
    stripe.createCustomer({ userId: user.id, email: user.email }),
  );
  // A concurrent request may have stored one first; everyone uses the stored id.
  return (await claimCustomerId(deps.db, user.id, created)) ?? created;
}

function requirePriceId(config: BillingConfig, plan: PlanDefinition): string {
  const priceId = stripePriceId(config, plan.id);
  if (!priceId) {
    throw new AppError(
      503,
      'PLAN_NOT_CONFIGURED',
      `${plan.name} cannot be bought right now. Please try again later.`,
    );
  }
  return priceId;
}
