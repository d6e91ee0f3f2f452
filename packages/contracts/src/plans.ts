import type { PlanId, SubscriptionType } from './user';

// docs/product/billing.md (Plans tab, Plan): the one plan catalogue, read by the landing page, the
// Plans tab and the server's checkout. Prices are in cents; the display strings are derived.

export const TRIAL_DAYS = 2;
export const TRIAL_TEXT = 'First 2 days free. Cancel anytime.';

// The Master card's savings line is computed from the prices (getPlanSavingsLabel), not a label:
// docs/decisions/024-plan-savings-computed-from-prices.md.
export const PLAN_LABELS = ['most popular', 'Limited Time Offer'] as const;
export type PlanLabel = (typeof PLAN_LABELS)[number];

export interface PlanDefinition {
  readonly id: PlanId;
  readonly name: string;
  readonly priceCents: number;
  /** '$1.99' */
  readonly priceDisplay: string;
  /** How often it is billed; lifetime is paid once. */
  readonly period: SubscriptionType;
  /** The word shown after the price: '/month', '/year', 'one-time'. */
  readonly periodDisplay: string;
  readonly trialDays: number;
  readonly features: readonly string[];
  readonly labels: readonly PlanLabel[];
}

export const PLANS = [
  {
    id: 'explorer',
    name: 'Explorer',
    priceCents: 199,
    priceDisplay: '$1.99',
    period: 'monthly',
    periodDisplay: '/month',
    trialDays: TRIAL_DAYS,
    features: ['AI strategy coach', 'Deck and build tracking', 'Hand calculator'],
    labels: [],
  },
  {
    id: 'master',
    name: 'Master',
    priceCents: 1999,
    priceDisplay: '$19.99',
    period: 'yearly',
    periodDisplay: '/year',
    trialDays: TRIAL_DAYS,
    features: [
      'Everything in Explorer',
      'AI strategy coach',
      'Deck and build tracking',
      'Hand calculator',
      'Priority support',
    ],
    labels: ['most popular'],
  },
  {
    id: 'legend',
    name: 'Legend',
    priceCents: 2499,
    priceDisplay: '$24.99',
    period: 'lifetime',
    periodDisplay: 'one-time',
    trialDays: 0,
    features: [
      'Everything in Master',
      'Lifetime access, pay once',
      'Direct developer contact',
      'Beta access to new features',
    ],
    labels: ['Limited Time Offer'],
  },
] as const satisfies readonly PlanDefinition[];

export type Plan = (typeof PLANS)[number];

// Keyed by the derived union: a plan id without a catalogue entry fails the typecheck.
const PLANS_BY_ID: Record<PlanId, PlanDefinition> = {
  explorer: PLANS[0],
  master: PLANS[1],
  legend: PLANS[2],
};

export function getPlan(id: PlanId): PlanDefinition {
  return PLANS_BY_ID[id];
}

/**
 * What a yearly plan saves against paying the monthly plan for twelve months, in whole percent,
 * rounded down so the claim never exceeds the prices (12 × $1.99 against $19.99 is 16 %).
 */
export function getYearlySavingsPercent(yearlyCents: number, monthlyCents: number): number {
  const twelveMonths = 12 * monthlyCents;
  if (twelveMonths <= 0 || yearlyCents >= twelveMonths) return 0;
  return Math.floor(((twelveMonths - yearlyCents) * 100) / twelveMonths);
}

/** 'Save 16% vs monthly' on a yearly plan that saves something; null on every other plan. */
export function getPlanSavingsLabel(plan: PlanDefinition): string | null {
  const monthly = PLANS.find((candidate) => candidate.period === 'monthly');
  if (plan.period !== 'yearly' || !monthly) return null;
  const percent = getYearlySavingsPercent(plan.priceCents, monthly.priceCents);
  return percent > 0 ? `Save ${percent}% vs monthly` : null;
}

/** docs/product/billing.md: the three checkout calls and the plan each starts. */
export const CHECKOUT_ACTIONS = {
  'explorer-trial': 'explorer',
  'master-trial': 'master',
  'legend-lifetime': 'legend',
} as const satisfies Record<string, PlanId>;
export type CheckoutAction = keyof typeof CHECKOUT_ACTIONS;
