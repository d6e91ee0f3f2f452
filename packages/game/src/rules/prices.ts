// Shop prices, sell values and reroll costs (facts: economy.buyCost, economy.sellValue,
// economy.reroll; Lua Card:set_cost, calculate_reroll_cost).
import { EDITION_DEFINITIONS } from '../data/editions';
import {
  REROLL,
  REROLL_COST_REDUCTION_BY_VOUCHER,
  SHOP_DISCOUNT_PERCENT_BY_VOUCHER,
} from '../data/economy';
import { RENTAL_BUY_COST } from '../data/stickers';
import type { JokerEdition } from '../data/vocabulary';
import type { VoucherName } from '../data/vouchers';

/** Liquidation (50 %) replaces Clearance Sale (25 %); the two never add up. */
export function getShopDiscountPercent(vouchers: readonly VoucherName[]): number {
  if (vouchers.includes('Liquidation')) return SHOP_DISCOUNT_PERCENT_BY_VOUCHER.Liquidation;
  if (vouchers.includes('Clearance Sale')) {
    return SHOP_DISCOUNT_PERCENT_BY_VOUCHER['Clearance Sale'];
  }
  return 0;
}

export interface PriceInput {
  /** The item's listed cost: a Joker's `cost`, $3 Tarot, $10 voucher, $4-$8 pack ... */
  readonly baseCost: number;
  readonly edition?: JokerEdition | null;
  readonly vouchers: readonly VoucherName[];
  /** Rental Jokers (Gold Stake) always cost $1. */
  readonly isRental?: boolean;
  /** Astronomer makes Planets and Celestial Packs free. */
  readonly isFreeByAstronomer?: boolean;
}

/** cost = max(1, floor((base + edition surcharge + 0.5) x (100 - discount %) / 100)). */
export function getShopPrice(input: PriceInput): number {
  if (input.isFreeByAstronomer) return 0;
  if (input.isRental) return RENTAL_BUY_COST;
  const surcharge = input.edition ? EDITION_DEFINITIONS[input.edition].shopPriceAdd : 0;
  const discount = getShopDiscountPercent(input.vouchers);
  return Math.max(1, Math.floor(((input.baseCost + surcharge + 0.5) * (100 - discount)) / 100));
}

export interface SellPriceInput extends PriceInput {
  /** Value added while owned (Egg +$3 per round, Gift Card +$1 per round). */
  readonly extraValue?: number;
}

/**
 * sell = max(1, floor(current price / 2)) + extra value. The game recomputes the price when a
 * discount voucher is redeemed, so owned cards sell for less after Clearance Sale too.
 */
export function getSellPrice(input: SellPriceInput): number {
  return Math.max(1, Math.floor(getShopPrice(input) / 2)) + (input.extraValue ?? 0);
}

export interface RerollCostInput {
  readonly vouchers: readonly VoucherName[];
  /** Paid rerolls already made in this shop; free ones do not raise the price. */
  readonly paidRerollsThisShop?: number;
  /** Free rerolls left in this shop (one per Chaos the Clown). */
  readonly freeRerollsLeft?: number;
  /** D6 Tag: this shop's rerolls start at $0 and climb from there. */
  readonly hasD6Tag?: boolean;
}

/** $5 (minus $2 per Reroll Surplus / Glut), +$1 per paid reroll in this shop; free ones cost $0. */
export function getRerollCost(input: RerollCostInput): number {
  if ((input.freeRerollsLeft ?? 0) > 0) return 0;
  const reduction = input.vouchers.reduce(
    (sum, voucher) =>
      sum +
      (voucher === 'Reroll Surplus' || voucher === 'Reroll Glut'
        ? REROLL_COST_REDUCTION_BY_VOUCHER[voucher]
        : 0),
    0,
  );
  const start = input.hasD6Tag ? 0 : REROLL.baseCost - reduction;
  return start + REROLL.increasePerReroll * Math.max(0, input.paidRerollsThisShop ?? 0);
}
