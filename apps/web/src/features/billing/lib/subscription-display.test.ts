import type { SubscriptionStatus } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  canOpenPortal,
  canUpgrade,
  getCurrentPlanId,
  getStatusLabel,
  isCurrentPlan,
} from './subscription-display';

describe('getCurrentPlanId (docs/product/billing.md)', () => {
  it.each([
    [{ planId: 'legend', planName: 'whatever' }, 'legend'],
    [{ planId: null, planName: 'Master (yearly)' }, 'master'],
    [{ planId: null, planName: 'LEGEND lifetime' }, 'legend'],
    [{ planId: null, planName: 'No plan' }, 'explorer'],
    [{ planId: null, planName: '' }, 'explorer'],
  ] as const)('%o → %s', (info, plan) => {
    expect(getCurrentPlanId(info)).toBe(plan);
  });
});

describe('isCurrentPlan (docs/product/billing.md)', () => {
  it.each<[SubscriptionStatus, boolean]>([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    ['inactive', false],
  ])('master when %s → %s', (status, current) => {
    expect(isCurrentPlan('master', { planId: 'master', planName: 'Master', status })).toBe(current);
    expect(isCurrentPlan('explorer', { planId: 'master', planName: 'Master', status })).toBe(false);
  });
});

describe('status display (docs/product/billing.md)', () => {
  it.each([
    ['active', 'Active'],
    ['trialing', 'Free trial'],
    ['past_due', 'Past due'],
    ['canceled', 'Canceled'],
    ['inactive', 'Inactive'],
    ['incomplete', 'Inactive'],
    ['paused', 'Inactive'],
  ])('%s reads %s', (status, label) => {
    expect(getStatusLabel(status)).toBe(label);
  });
});

describe('page actions', () => {
  it("offers 'Upgrade Now' only when inactive", () => {
    expect(canUpgrade({ status: 'inactive' })).toBe(true);
    expect(canUpgrade({ status: 'canceled' })).toBe(false);
    // A status the page does not know reads Inactive, and is treated as such.
    expect(canUpgrade({ status: 'paused' })).toBe(true);
    expect(canUpgrade({ status: 'incomplete_expired' })).toBe(true);
  });

  it.each([
    [{ planId: 'master', status: 'trialing' }, true],
    [{ planId: 'explorer', status: 'canceled' }, true],
    [{ planId: 'legend', status: 'active' }, false],
    [{ planId: null, status: 'inactive' }, false],
    [{ planId: 'master', status: 'inactive' }, false],
  ] as const)('portal for %o → %s', (info, shown) => {
    expect(canOpenPortal(info)).toBe(shown);
  });
});
