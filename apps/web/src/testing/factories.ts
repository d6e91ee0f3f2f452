import {
  getPlan,
  type PlanId,
  type SavedRun,
  type SubscriptionInfo,
  type TestCheckout,
  type TestPortal,
  type User,
  type WorkspaceDocument,
} from '@jokerwise/contracts';

/*
 * The one place that builds test data shared across the web tests: users, subscriptions, billing
 * pages and saved runs. Tests pass overrides for what they are about. Test-only.
 */

/** A signed-in player who never subscribed. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ante@example.com',
    username: 'ante_up',
    name: null,
    subscriptionStatus: 'inactive',
    subscriptionPlan: null,
    subscriptionType: null,
    stripeCustomerId: null,
    isAdmin: false,
    hasAccess: false,
    ...overrides,
  };
}

/** A signed-in player in the free trial of the yearly Master plan. */
export function buildMember(overrides: Partial<User> = {}): User {
  return buildUser({
    subscriptionStatus: 'trialing',
    subscriptionPlan: 'master',
    subscriptionType: 'yearly',
    stripeCustomerId: 'local_cus_1',
    hasAccess: true,
    ...overrides,
  });
}

export const TRIAL_END = '2026-12-03T12:00:00.000Z';

export function buildSubscriptionInfo(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    planName: 'Master',
    planId: 'master',
    billingCycle: 'yearly',
    status: 'trialing',
    trialEndDate: TRIAL_END,
    hasSubscription: true,
    amount: 19.99,
    nextBillingDate: TRIAL_END,
    endedAt: null,
    cancelAtPeriodEnd: false,
    paymentWarning: false,
    testMode: true,
    ...overrides,
  };
}

/** A player who never subscribed. */
export const buildFreeSubscriptionInfo = (overrides: Partial<SubscriptionInfo> = {}) =>
  buildSubscriptionInfo({
    planName: 'No plan',
    planId: null,
    billingCycle: null,
    status: 'inactive',
    trialEndDate: null,
    hasSubscription: false,
    amount: null,
    nextBillingDate: null,
    ...overrides,
  });

/** The plan as a checkout names it, from the plan table rather than copied. */
function checkoutPlan(id: PlanId): TestCheckout['plan'] {
  const { name, priceCents, priceDisplay, period, periodDisplay } = getPlan(id);
  return { id, name, priceCents, priceDisplay, period, periodDisplay };
}

export const CHECKOUT_ID = '0b9e3f5c-6a0e-4c3b-9d55-2f1f1a8e7c10';

export function buildCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: CHECKOUT_ID,
    status: 'open',
    testMode: true,
    plan: checkoutPlan('master'),
    trialDays: 2,
    trialText: 'First 2 days free. Cancel anytime.',
    amountDueTodayCents: 0,
    cancelUrl: '/subscription?tab=plans',
    ...overrides,
  };
}

export function buildPortal(overrides: Partial<TestPortal> = {}): TestPortal {
  return {
    testMode: true,
    hasSubscription: true,
    plan: { id: 'master', name: 'Master', priceDisplay: '$19.99' },
    status: 'trialing',
    billingCycle: 'yearly',
    trialEndDate: TRIAL_END,
    currentPeriodEnd: TRIAL_END,
    nextBillingDate: TRIAL_END,
    cancelAtPeriodEnd: false,
    canCancel: true,
    canResume: false,
    invoices: [
      {
        id: 'inv-1',
        date: '2026-12-01T12:00:00.000Z',
        description: 'Master: 2-day free trial',
        amountCents: 0,
        status: 'paid',
      },
    ],
    returnUrl: '/subscription',
    ...overrides,
  };
}

export function buildSavedRun(revision: number, document: WorkspaceDocument): SavedRun {
  return {
    id: '2b0c7f1e-3c1a-4c52-9a53-1f3f2f6d3b9a',
    revision,
    updatedAt: '2026-11-23T12:00:00.000Z',
    document,
  };
}
