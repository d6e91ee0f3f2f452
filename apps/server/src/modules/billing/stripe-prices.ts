import type { PlanDefinition, PlanId } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import type { BillingConfig } from './billing-core';

/** Price ids come only from configuration, never from the client. */
export function stripePriceId(config: BillingConfig, plan: PlanId): string | undefined {
  const prices = {
    explorer: config.STRIPE_PRICE_EXPLORER,
    master: config.STRIPE_PRICE_MASTER,
    legend: config.STRIPE_PRICE_LEGEND,
  } satisfies Record<PlanId, string | undefined>;
  return prices[plan];
}

export function planForStripePrice(config: BillingConfig, priceId: string): PlanId | undefined {
  if (priceId === config.STRIPE_PRICE_EXPLORER) return 'explorer';
  if (priceId === config.STRIPE_PRICE_MASTER) return 'master';
  if (priceId === config.STRIPE_PRICE_LEGEND) return 'legend';
  return undefined;
}

/** The configured price of a plan, or a 503 the player can read when it is missing. */
export function requireStripePriceId(config: BillingConfig, plan: PlanDefinition): string {
  const priceId = stripePriceId(config, plan.id);
  if (!priceId) {
    throw new AppError(
      503,
      'PLAN_NOT_CONFIGURED',
      `${plan.name} cannot be bought right now. Please try again later.`,
    );
  }
  return priceId;
}
