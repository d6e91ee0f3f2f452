import type { SubscriptionStatus } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  canManageBilling,
  getPlanLabel,
  getProfileBadge,
  getStatusLabel,
  isMobileBrowser,
  type DashboardUser,
} from './membership';

const user = (overrides: Partial<DashboardUser>): DashboardUser => ({
  email: 'player@example.com',
  username: null,
  subscriptionStatus: 'inactive',
  subscriptionPlan: null,
  stripeCustomerId: null,
  hasAccess: false,
  ...overrides,
});

// The server's access rule decides (ADR 005): a trialing player is a member, not a free one.
describe('profile badge (spec 000 §2, ADR 005)', () => {
  it.each<[SubscriptionStatus, boolean, string]>([
    ['active', true, 'Active Legend'],
    ['trialing', true, 'Active Legend'],
    ['past_due', true, 'Active Legend'],
    ['canceled', false, 'Free Player'],
    ['inactive', false, 'Free Player'],
  ])('%s (access %s) → %s', (subscriptionStatus, hasAccess, badge) => {
    expect(
      getProfileBadge(user({ subscriptionStatus, hasAccess, subscriptionPlan: 'master' })),
    ).toBe(badge);
  });
});

describe('membership status (spec 000 §2, ADR 005)', () => {
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

describe('canManageBilling (spec 000 §2)', () => {
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
