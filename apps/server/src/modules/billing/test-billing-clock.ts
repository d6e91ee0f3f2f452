import { getPlan, type PlanId, type SubscriptionType } from '@jokerwise/contracts';
import type { SubscriptionState } from './subscription-state';

// The built-in provider has no scheduler: trial ends and renewals follow from the stored dates and
// are computed when the subscription is read. Pure functions; time is an argument.

const DAY_MS = 24 * 60 * 60 * 1000;
// Decades of monthly renewals at most; a bound so a corrupt date cannot spin forever.
const MAX_ROLLS = 1200;

/** Adds one billing period; the 31st of a month renews on the last day of a shorter month. */
export function addBillingPeriod(from: Date, period: Exclude<SubscriptionType, 'lifetime'>): Date {
  const months = period === 'monthly' ? 1 : 12;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The state a test checkout starts: a trial when granted, else the first paid period. */
export function startTestSubscription(
  planId: PlanId,
  trialDays: number,
  now: Date,
): SubscriptionState {
  const plan = getPlan(planId);
  const base = {
    provider: 'local',
    plan: plan.id,
    type: plan.period,
    stripeSubscriptionId: null,
  } as const;
  if (plan.period === 'lifetime') {
    return {
      ...base,
      status: 'active',
      trialEnd: null,
      currentPeriodStart: now,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      endedAt: null,
    };
  }
  const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null;
  return {
    ...base,
    status: trialEnd ? 'trialing' : 'active',
    trialEnd,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? addBillingPeriod(now, plan.period),
    cancelAtPeriodEnd: false,
    endedAt: null,
  };
}

export interface Rollover {
  state: SubscriptionState;
  /** Start of each period that was paid for while rolling (one invoice each). */
  renewals: Date[];
}

/** Brings a test-provider subscription up to `now`: trial → active, renewals, cancel at period end. */
export function rollTestSubscription(state: SubscriptionState, now: Date): Rollover {
  const renewals: Date[] = [];
  if (state.type === 'lifetime' || !state.currentPeriodEnd) return { state, renewals };
  if (state.status !== 'trialing' && state.status !== 'active') return { state, renewals };
  let next = state;
  for (
    let rolls = 0;
    next.currentPeriodEnd && next.currentPeriodEnd <= now && rolls < MAX_ROLLS;
    rolls += 1
  ) {
    const periodEnd: Date = next.currentPeriodEnd;
    if (next.cancelAtPeriodEnd) {
      next = { ...next, status: 'canceled', endedAt: periodEnd };
      break;
    }
    renewals.push(periodEnd);
    next = {
      ...next,
      status: 'active',
      currentPeriodStart: periodEnd,
      currentPeriodEnd: addBillingPeriod(periodEnd, next.type === 'yearly' ? 'yearly' : 'monthly'),
    };
  }
  return { state: next, renewals };
}
