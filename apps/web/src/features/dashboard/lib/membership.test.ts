import type { SubscriptionStatus } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/factories';
import {
  canManageBilling,
  getPlanAction,
  getPlanLabel,
  getProfileBadge,
  getSupportResponseTime,
  getStatusLabel,
  isMobileBrowser,
  type DashboardUser,
} from './membership';

/** A player without a username who never subscribed. */
const user = (overrides: Partial<DashboardUser>): DashboardUser =>
  buildUser({ username: null, ...overrides });

// The badge names the real plan and state, on the server's access rule (ADR 005).
describe('profile badge (ADR 005)', () => {
  it.each<[string, Partial<DashboardUser>, string]>([
    [
      'active Master',
      { subscriptionStatus: 'active', subscriptionPlan: 'master', hasAccess: true },
      'Active Master',
    ],
    [
      'active Explorer',
      { subscriptionStatus: 'active', subscriptionPlan: 'explorer', hasAccess: true },
      'Active Explorer',
    ],
    [
      'Master in its trial',
      { subscriptionStatus: 'trialing', subscriptionPlan: 'master', hasAccess: true },
      'Master · trial',
    ],
    [
      'Master past due',
      { subscriptionStatus: 'past_due', subscriptionPlan: 'master', hasAccess: true },
      'Master · payment due',
    ],
    [
      'Legend',
      {
        subscriptionStatus: 'active',
        subscriptionPlan: 'legend',
        subscriptionType: 'lifetime',
        hasAccess: true,
      },
      'Legend · lifetime',
    ],
    [
      'canceled Master',
      { subscriptionStatus: 'canceled', subscriptionPlan: 'master' },
      'Free Player',
    ],
    ['never subscribed', {}, 'Free Player'],
    [
      'an unknown status',
      { subscriptionStatus: 'inactive', subscriptionPlan: 'master' },
      'Free Player',
    ],
  ])('%s → %s', (_case, overrides, badge) => {
    expect(getProfileBadge(user(overrides))).toBe(badge);
  });
});

describe('support response time', () => {
  it.each<[Partial<DashboardUser>, string]>([
    [{ subscriptionPlan: 'legend', hasAccess: true }, 'Within 24 hours for legends'],
    [
      { subscriptionPlan: 'master', hasAccess: true },
      'Within 48 hours, with priority for Master members',
    ],
    [
      { subscriptionPlan: 'explorer', hasAccess: true },
      'Within 3 business days for Explorer members',
    ],
    [{ subscriptionPlan: 'master', subscriptionStatus: 'canceled' }, 'Within 3 business days'],
    [{}, 'Within 3 business days'],
  ])('%o → %s', (overrides, text) => {
    expect(getSupportResponseTime(user(overrides))).toBe(text);
  });
});

describe('plan action', () => {
  it.each<[Partial<DashboardUser>, string | null]>([
    [
      { subscriptionStatus: 'past_due', subscriptionPlan: 'master', hasAccess: true },
      'update-payment',
    ],
    [{ subscriptionStatus: 'canceled', subscriptionPlan: 'master' }, 'resubscribe'],
    [{}, 'choose-plan'],
    [{ subscriptionStatus: 'active', subscriptionPlan: 'master', hasAccess: true }, null],
    [{ subscriptionStatus: 'active', subscriptionPlan: 'legend', hasAccess: true }, null],
  ])('%o → %s', (overrides, action) => {
    expect(getPlanAction(user(overrides))).toBe(action);
  });
});

describe('membership status (docs/product/billing.md, ADR 005)', () => {
  it.each<[SubscriptionStatus, boolean, string]>([
    ['active', true, 'Active'],
    ['trialing', true, 'Active'],
    ['inactive', false, 'Inactive'],
    ['canceled', false, 'Inactive'],
  ])('%s (access %s) reads %s', (subscriptionStatus, hasAccess, label) => {
    expect(getStatusLabel(user({ subscriptionStatus, hasAccess }))).toBe(label);
  });

  it('names the plan from the catalogue, or Free without one', () => {
    expect(getPlanLabel(user({ subscriptionPlan: 'master' }))).toBe('Master');
    expect(getPlanLabel(user({ subscriptionPlan: null }))).toBe('Free');
  });
});

describe('canManageBilling (docs/product/billing.md)', () => {
  it.each<[string, Partial<DashboardUser>, boolean]>([
    [
      'active Master with a customer',
      { subscriptionPlan: 'master', subscriptionStatus: 'active', stripeCustomerId: 'cus_1' },
      true,
    ],
    [
      'trialing Explorer with a customer',
      { subscriptionPlan: 'explorer', subscriptionStatus: 'trialing', stripeCustomerId: 'cus_1' },
      true,
    ],
    [
      'past-due Explorer with a customer',
      { subscriptionPlan: 'explorer', subscriptionStatus: 'past_due', stripeCustomerId: 'cus_1' },
      true,
    ],
    [
      'Legend with a customer',
      { subscriptionPlan: 'legend', subscriptionStatus: 'active', stripeCustomerId: 'cus_1' },
      false,
    ],
    [
      'active Master without a customer',
      { subscriptionPlan: 'master', subscriptionStatus: 'active', stripeCustomerId: null },
      false,
    ],
    [
      'inactive Master with a customer',
      { subscriptionPlan: 'master', subscriptionStatus: 'inactive', stripeCustomerId: 'cus_1' },
      false,
    ],
    ['free player', {}, false],
  ])('%s → %s', (_name, overrides, shown) => {
    expect(canManageBilling(user(overrides))).toBe(shown);
  });
});

describe('isMobileBrowser', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36', false],
  ])('%s → %s', (userAgent, mobile) => {
    expect(isMobileBrowser(userAgent)).toBe(mobile);
  });
});
