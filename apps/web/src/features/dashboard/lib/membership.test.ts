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
  ...overrides,
});

describe('profile badge (spec 000 §2)', () => {
  it.each<[SubscriptionStatus, string]>([
    ['active', 'Active Legend'],
    ['trialing', 'Free Player'],
    ['past_due', 'Free Player'],
    ['canceled', 'Free Player'],
    ['inactive', 'Free Player'],
  ])('%s → %s', (subscriptionStatus, badge) => {
    expect(getProfileBadge(user({ subscriptionStatus, subscriptionPlan: 'master' }))).toBe(badge);
  });
});

describe('membership status (spec 000 §2)', () => {
  it.each<[SubscriptionStatus, string]>([
    ['active', 'Active'],
    ['trialing', 'Inactive'],
    ['inactive', 'Inactive'],
    ['canceled', 'Inactive'],
  ])('%s reads %s', (subscriptionStatus, label) => {
    expect(getStatusLabel(user({ subscriptionStatus }))).toBe(label);
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
