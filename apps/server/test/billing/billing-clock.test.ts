import {
  getPlanSavingsLabel,
  getYearlySavingsPercent,
  PLANS,
  TRIAL_TEXT,
} from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBillingPeriod,
  rollTestSubscription,
  startTestSubscription,
} from '../../src/modules/billing/test-billing-clock';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('plan catalogue (docs/product/billing.md)', () => {
  it('has the three plans at the spec prices and trials', () => {
    expect(PLANS.map((plan) => [plan.id, plan.priceCents, plan.period, plan.trialDays])).toEqual([
      ['explorer', 199, 'monthly', 2],
      ['master', 1999, 'yearly', 2],
      ['legend', 2499, 'lifetime', 0],
    ]);
    expect(PLANS[1].labels).toEqual(['most popular']);
    expect(PLANS[2].labels).toEqual(['Limited Time Offer']);
    expect(TRIAL_TEXT).toBe('First 2 days free. Cancel anytime.');
  });

  // docs/decisions/024-plan-savings-computed-from-prices.md: the figure follows the prices.
  it('computes the yearly savings from the two prices, rounded down', () => {
    expect(getYearlySavingsPercent(1999, 199)).toBe(16);
    expect(getYearlySavingsPercent(1194, 199)).toBe(50);
    expect(getYearlySavingsPercent(2388, 199)).toBe(0);
    expect(getYearlySavingsPercent(2500, 199)).toBe(0);
    expect(getYearlySavingsPercent(1999, 0)).toBe(0);
    expect(PLANS.map((plan) => getPlanSavingsLabel(plan))).toEqual([
      null,
      'Save 16% vs monthly',
      null,
    ]);
  });
});

describe('billing periods', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 'monthly', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'monthly', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'monthly', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T00:00:00.000Z', 'monthly', '2027-01-31T00:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'yearly', '2029-02-28T00:00:00.000Z'],
  ] as const)('%s + %s = %s', (from, period, expected) => {
    expect(addBillingPeriod(at(from), period).toISOString()).toBe(expected);
  });
});

describe('test-provider subscription rollover', () => {
  const start = at('2026-03-01T12:00:00.000Z');

  it('stays trialing until the trial ends, then renews each period', () => {
    const trial = startTestSubscription('explorer', 2, start);
    expect(rollTestSubscription(trial, new Date(start.getTime() + DAY)).state).toBe(trial);
    const { state, renewals } = rollTestSubscription(trial, at('2026-05-10T00:00:00.000Z'));
    expect(state.status).toBe('active');
    expect(renewals.map((d) => d.toISOString())).toEqual([
      '2026-03-03T12:00:00.000Z',
      '2026-04-03T12:00:00.000Z',
      '2026-05-03T12:00:00.000Z',
    ]);
    expect(state.currentPeriodEnd?.toISOString()).toBe('2026-06-03T12:00:00.000Z');
  });

  it('ends a subscription set to cancel at its period end, without a renewal', () => {
    const trial = { ...startTestSubscription('master', 2, start), cancelAtPeriodEnd: true };
    const { state, renewals } = rollTestSubscription(trial, at('2027-01-01T00:00:00.000Z'));
    expect(renewals).toEqual([]);
    expect(state).toMatchObject({ status: 'canceled', endedAt: trial.currentPeriodEnd });
  });

  it('does not mutate its input and leaves lifetime alone', () => {
    const trial = Object.freeze(startTestSubscription('explorer', 2, start));
    rollTestSubscription(trial, at('2030-01-01T00:00:00.000Z'));
    const lifetime = startTestSubscription('legend', 0, start);
    expect(rollTestSubscription(lifetime, at('2090-01-01T00:00:00.000Z')).state).toBe(lifetime);
  });
});
