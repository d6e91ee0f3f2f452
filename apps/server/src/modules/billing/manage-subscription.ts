import {
  getPlan,
  PLAN_IDS,
  SUBSCRIPTION_TYPES,
  type SubscriptionInfo,
  type UrlResponse,
  type User,
} from '@jokerwise/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isTestMode, publicUrl, type BillingDeps } from './billing-deps';
import { findOpenStripeCheckout, findSubscription, findUserById } from './billing.repository';
import { hasPaymentWarning, hasSubscriptionAccess, isLifetime } from './entitlement';
import { cancelSubscriptionsReplacedByLifetime } from './cancel-replaced-subscription';
import { fulfilCheckout } from './fulfil-checkout';
import { nextBillingDate, settleLocalSubscription } from './local-subscription';
import { StripePortalNotConfiguredError, type StripeGateway } from './stripe-client';
import { callStripe } from './stripe-errors';
import { resolveCheckoutSession, resolveSubscription } from './stripe-sync';

// Spec 000 §7: subscription info, refresh and the billing portal; each acts only on the caller.

export const TEST_PORTAL_URL = '/portal/test';
const LIFETIME_PORTAL_MESSAGE =
  'Legend is a one-time lifetime purchase, so there is no billing to manage.';
/** Spec 000 §8: the page recognises this phrase and shows its own notice. */
export const PORTAL_NOT_CONFIGURED_MESSAGE = 'The customer portal is not configured in test mode.';

const plans = z.enum(PLAN_IDS).nullable().catch(null);
const types = z.enum(SUBSCRIPTION_TYPES).nullable().catch(null);

export async function getSubscriptionInfo(
  deps: BillingDeps,
  userId: string,
): Promise<SubscriptionInfo> {
  await settleLocalSubscription(deps, userId);
  const user = await requireUser(deps, userId);
  const row = await findSubscription(deps.db, userId);
  const facts = {
    status: user.subscriptionStatus,
    plan: user.subscriptionPlan,
    type: user.subscriptionType,
  };
  const planId = plans.parse(user.subscriptionPlan);
  const plan = planId ? getPlan(planId) : null;
  return {
    planName: plan?.name ?? 'No plan',
    planId,
    billingCycle: types.parse(user.subscriptionType),
    status: user.subscriptionStatus as SubscriptionInfo['status'],
    trialEndDate: row?.trialEnd?.toISOString() ?? null,
    hasSubscription: hasSubscriptionAccess(facts),
    amount: plan ? plan.priceCents / 100 : null,
    nextBillingDate: row ? (nextBillingDate(row)?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentWarning: hasPaymentWarning(facts),
    testMode: isTestMode(deps),
  };
}

/** Re-reads the provider for the caller only, then answers with the caller as /api/me does. */
export async function refreshSubscription(
  deps: BillingDeps,
  userId: string,
): Promise<{ user: User }> {
  if (deps.stripe) await refreshFromStripe(deps, deps.stripe, userId);
  else await settleLocalSubscription(deps, userId);
  return { user: deps.renderUser(await requireUser(deps, userId)) };
}

async function refreshFromStripe(
  deps: BillingDeps,
  stripe: StripeGateway,
  userId: string,
): Promise<void> {
  const syncDeps = { ...deps, stripe };
  // A checkout whose webhook has not arrived (or never will) is completed from Stripe's answer.
  const open = await findOpenStripeCheckout(deps.db, userId);
  const fromCheckout = open?.stripeSessionId
    ? await resolveCheckoutSession(syncDeps, open.stripeSessionId)
    : [];
  const row = await findSubscription(deps.db, userId);
  const fromSubscription = row?.stripeSubscriptionId
    ? await resolveSubscription(syncDeps, row.stripeSubscriptionId, null)
    : [];
  // Only the caller: a session or subscription that resolves to someone else is ignored.
  const own = [...fromCheckout, ...fromSubscription].filter((f) => f.userId === userId);
  await cancelSubscriptionsReplacedByLifetime(syncDeps, own);
  for (const fulfilment of own) await fulfilCheckout(deps, fulfilment, { requireOpen: false });
}

export async function createPortalSession(deps: BillingDeps, userId: string): Promise<UrlResponse> {
  await settleLocalSubscription(deps, userId);
  const user = await requireUser(deps, userId);
  const facts = {
    status: user.subscriptionStatus,
    plan: user.subscriptionPlan,
    type: user.subscriptionType,
  };
  if (isLifetime(facts)) throw new AppError(400, 'LIFETIME_PLAN', LIFETIME_PORTAL_MESSAGE);
  if (!deps.stripe) {
    if (!(await findSubscription(deps.db, userId))) {
      throw new AppError(
        400,
        'NO_SUBSCRIPTION',
        'You have no subscription to manage yet. Choose a plan first.',
      );
    }
    return { url: TEST_PORTAL_URL };
  }
  const customerId = user.stripeCustomerId;
  if (!customerId || customerId.startsWith('local_')) {
    throw new AppError(
      400,
      'NO_SUBSCRIPTION',
      'You have no subscription to manage yet. Choose a plan first.',
    );
  }
  const stripe = deps.stripe;
  try {
    return await callStripe(() =>
      stripe.createPortalSession(customerId, `${publicUrl(deps.config)}/subscription`),
    );
  } catch (error) {
    if (
      error instanceof AppError &&
      error.cause instanceof StripePortalNotConfiguredError &&
      stripe.testMode
    ) {
      throw new AppError(400, 'PORTAL_NOT_CONFIGURED', PORTAL_NOT_CONFIGURED_MESSAGE);
    }
    throw error;
  }
}

async function requireUser(deps: BillingDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return user;
}
