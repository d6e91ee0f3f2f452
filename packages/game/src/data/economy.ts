// Money rules and the run's starting state (facts: startingState, economy, shop).
import type { JokerRarity } from './joker-types';
import type { VoucherName } from './vouchers';

/** A run before deck and stake modifiers (facts: startingState). */
export const STARTING_STATE = {
  money: 4,
  hands: 4,
  discards: 3,
  handSize: 8,
  jokerSlots: 5,
  consumableSlots: 2,
  deckSize: 52,
  rerollCost: 5,
  shopCardSlots: 2,
  boosterSlots: 2,
  voucherSlots: 1,
  maxCardsPerPlayOrDiscard: 5,
  winAnte: 8,
} as const;

/**
 * $1 per full $5 held at round end, at most $5 (reached at $25). Seed Money raises the cap to
 * $10, Money Tree to $20; each To the Moon adds $1 per step under the same step cap; Green Deck
 * pays none (facts: economy.interest). The game stores the cap as money held ($25 / $50 / $100).
 */
export const INTEREST = {
  moneyPerStep: 5,
  amountPerStep: 1,
  defaultCap: 5,
  capHeldAmount: 25,
  toTheMoonAmountPerStep: 1,
} as const;

/** Interest caps in dollars of interest; the upgrade wins when both are owned. */
export const INTEREST_CAP_BY_VOUCHER = {
  'Seed Money': 10,
  'Money Tree': 20,
} as const satisfies Partial<Record<VoucherName, number>>;

/** Shop discount in percent; Liquidation replaces Clearance Sale's 25 % (facts: vouchers). */
export const SHOP_DISCOUNT_PERCENT_BY_VOUCHER = {
  'Clearance Sale': 25,
  Liquidation: 50,
} as const satisfies Partial<Record<VoucherName, number>>;

/** Rerolls start at $5 and rise $1 per paid reroll in the same shop; each voucher lowers the
 * start by $2 (facts: economy.reroll; Lua calculate_reroll_cost). */
export const REROLL = {
  baseCost: 5,
  increasePerReroll: 1,
} as const;
export const REROLL_COST_REDUCTION_BY_VOUCHER = {
  'Reroll Surplus': 2,
  'Reroll Glut': 2,
} as const satisfies Partial<Record<VoucherName, number>>;

/** $1 per unused hand at round end (Green Deck pays its own rates, decks.ts). */
export const MONEY_PER_REMAINING_HAND = 1;

/** Money never goes below $0, except down to -$20 with Credit Card (facts: economy.debt). */
export const MIN_MONEY = 0;
export const MIN_MONEY_WITH_CREDIT_CARD = -20;

/** Shop stock and prices (facts: shop). */
export const SHOP = {
  cardSlots: 2,
  boosterSlots: 2,
  voucherSlots: 1,
  tarotPlanetCost: 3,
  spectralCost: 4,
  voucherCost: 10,
  playingCardBaseCost: 1,
  packCosts: { normal: 4, jumbo: 6, mega: 8 },
} as const;

/** Shop card type weights; playing cards only with Magic Trick / Illusion, Spectrals only on
 * Ghost Deck (facts: shop.typeWeights). */
export const SHOP_TYPE_WEIGHTS = {
  joker: 20,
  tarot: 4,
  planet: 4,
  playingCardWithMagicTrick: 4,
  spectralOnGhostDeck: 2,
} as const;

/** Rarity odds for shop and pack Jokers; Legendaries come only from The Soul. */
export const JOKER_RARITY_ODDS = {
  Common: 0.7,
  Uncommon: 0.25,
  Rare: 0.05,
  Legendary: 0,
} as const satisfies { readonly [Rarity in JokerRarity]: number };
