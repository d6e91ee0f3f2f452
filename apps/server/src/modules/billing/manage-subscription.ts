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
import type { BillingCore } from './billing-core';
import type { BillingDeps } from './payment-provider';
import { findSubscription, findUserById } from './billing.repository';
import {
  hasPaymentWarning,
  hasSubscriptionAccess,
  isLifetime,
  readSubscriptionStatus,
} from '@jokerwise/contracts';
import { nextBillingDate, settleTestSubscription } from './test-subscription';

// docs/product/billing.md: subscription info, refresh and the billing portal; each acts only on the caller.

const LIFETIME_PORTAL_MESSAGE =
  'Legend is a one-time lifetime purchase, so there is no billing to manage.';

const plans = z.enum(PLAN_IDS).nullable().catch(null);
const types = z.enum(SUBSCRIPTION_TYPES).nullable().catch(null);

export async function getSubscriptionInfo(
  deps: BillingDeps,
  userId: string,
): Promise<SubscriptionInfo> {
  await settleTestSubscription(deps, userId);
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
    status: readSubscriptionStatus(user.subscriptionStatus),
    trialEndDate: row?.trialEnd?.toISOString() ?? null,
    hasSubscription: hasSubscriptionAccess(facts),
    amount: plan ? plan.priceCents / 100 : null,
    nextBillingDate: row ? (nextBillingDate(row)?.toISOString() ?? null) : null,
    endedAt: row?.endedAt?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentWarning: hasPaymentWarning(facts),
    testMode: deps.payments.testMode,
  };
}

/** Re-reads the provider for the caller only, then answers with the caller as /api/me does. */
export async function refreshSubscription(
  deps: BillingDeps,
  userId: string,
): Promise<{ user: User }> {
  await deps.payments.refresh(userId);
  return { user: deps.renderUser(await requireUser(deps, userId)) };
}

export async function createPortalSession(deps: BillingDeps, userId: string): Promise<UrlResponse> {
  await settleTestSubscription(deps, userId);
  const user = await requireUser(deps, userId);
  const facts = {
    status: user.subscriptionStatus,
    plan: user.subscriptionPlan,
    type: user.subscriptionType,
  };
  if (isLifetime(facts)) throw new AppError(400, 'LIFETIME_PLAN', LIFETIME_PORTAL_MESSAGE);
  return deps.payments.openPortal(user);
}

/** Both providers' answer to a portal request from someone who never subscribed. */
export function noSubscriptionToManage(): AppError {
  return new AppError(
    400,
    'NO_SUBSCRIPTION',
    'You have no subscription to manage yet. Choose a plan first.',
  );
}

async function requireUser(deps: Pick<BillingCore, 'db'>, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return user;
}
