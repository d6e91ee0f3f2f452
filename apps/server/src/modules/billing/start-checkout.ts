import { getPlan, type PlanDefinition, type PlanId, type UrlResponse } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { BillingDeps } from './payment-provider';
import {
  findSubscription,
  insertCheckoutSession,
  type BillingUserRow,
  type SubscriptionRow,
} from './billing.repository';
import { hasSubscriptionAccess, isLifetime } from '@jokerwise/contracts';
import { settleTestSubscription } from './test-subscription';

// docs/product/billing.md: create-subscription and the three checkout calls start a checkout for the caller.

export interface StartCheckoutOptions {
  /**
   * May a running subscription be moved to the new plan (ADR 012)? Only an authenticated POST
   * may change a plan; the GET navigation may only lead to a checkout (ADR 015).
   */
  mayMoveRunningPlan: boolean;
}

export async function startCheckout(
  deps: BillingDeps,
  user: BillingUserRow,
  planId: PlanId,
  options: StartCheckoutOptions,
): Promise<UrlResponse> {
  await settleTestSubscription(deps, user.id);
  const current = await findSubscription(deps.db, user.id);
  const plan = getPlan(planId);
  assertCanBuy(current, plan);
  if (plan.period !== 'lifetime') {
    const running = await deps.payments.findRunningSubscription(current);
    if (running && !options.mayMoveRunningPlan) {
      throw new AppError(
        409,
        'PLAN_CHANGE_NEEDS_CONFIRMATION',
        'You already have a subscription. Change your plan on the subscription page.',
      );
    }
    if (running) return running.switchTo(user, plan);
  }
  // One trial per user: a second trial checkout is sold without one.
  const trialDays = plan.trialDays > 0 && !current?.trialUsedAt ? plan.trialDays : 0;
  const session = await insertCheckoutSession(deps.db, {
    userId: user.id,
    provider: deps.payments.id,
    plan: plan.id,
    trialDays,
    createdAt: deps.now(),
  });
  return deps.payments.openCheckout(user, plan, session);
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
