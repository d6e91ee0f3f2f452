import type { SubscriptionInfo, TestCheckout, TestPortal, User } from '@jokerwise/contracts';
import { vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { errorResponse, json } from '../../../testing/responses';

/*
 * Test helpers for the billing feature: data builders and a fake API at the network boundary
 * (`fetch`). Test-only; never imported by app code.
 */

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ante@example.com',
    username: 'ante_up',
    name: null,
    subscriptionStatus: 'trialing',
    subscriptionPlan: 'master',
    subscriptionType: 'yearly',
    stripeCustomerId: 'local_cus_1',
    isAdmin: false,
    hasAccess: true,
    ...overrides,
  };
}

export const TRIAL_END = '2026-12-03T12:00:00.000Z';

export function buildInfo(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    planName: 'Master',
    planId: 'master',
    billingCycle: 'yearly',
    status: 'trialing',
    trialEndDate: TRIAL_END,
    hasSubscription: true,
    amount: 19.99,
    nextBillingDate: TRIAL_END,
    cancelAtPeriodEnd: false,
    paymentWarning: false,
    testMode: true,
    ...overrides,
  };
}

/** A player who never subscribed. */
export const freeInfo = (overrides: Partial<SubscriptionInfo> = {}) =>
  buildInfo({
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

export const CHECKOUT_ID = '0b9e3f5c-6a0e-4c3b-9d55-2f1f1a8e7c10';

export function buildCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: CHECKOUT_ID,
    status: 'open',
    testMode: true,
    plan: {
      id: 'master',
      name: 'Master',
      priceCents: 1999,
      priceDisplay: '$19.99',
      period: 'yearly',
      periodDisplay: '/year',
    },
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

export { errorResponse, json } from '../../../testing/responses';

export type ApiHandler = () => Response | Promise<Response>;

/**
 * Signs `user` in and stubs `fetch` with handlers keyed by "METHOD /path"; anything else
 * answers 404. Returns the mock and the paths called, in order.
 */
export function signInWithApi(handlers: Record<string, ApiHandler>, user: User = buildUser()) {
  authToken.set('test-session-token');
  const routes: Record<string, ApiHandler> = { 'GET /api/me': () => json(user), ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler() : errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    ).length;
  return { fetchMock, calls };
}
