// Interest paid at round end (facts: economy.interest; ADR 004): $1 per full $5
// held, at most $5 per round; Seed Money raises the cap to $10, Money Tree to $20; each To the
// Moon pays $1 more per $5 step under the same step cap; Green Deck pays no interest.
import { getDeck, type DeckName } from '../data/decks';
import { INTEREST, INTEREST_CAP_BY_VOUCHER } from '../data/economy';
import type { VoucherName } from '../data/vouchers';

export interface InterestInput {
  /** Money held before this round's payouts are added. */
  readonly money: number;
  readonly vouchers: readonly VoucherName[];
  readonly deck: DeckName;
  /** How many To the Moon Jokers are owned. */
  readonly toTheMoonCount?: number;
}

/** The most interest the vouchers allow without To the Moon: $5, $10 or $20. */
export function getInterestCap(vouchers: readonly VoucherName[]): number {
  if (vouchers.includes('Money Tree')) return INTEREST_CAP_BY_VOUCHER['Money Tree'];
  if (vouchers.includes('Seed Money')) return INTEREST_CAP_BY_VOUCHER['Seed Money'];
  return INTEREST.defaultCap;
}

function getMaxSteps(vouchers: readonly VoucherName[]): number {
  return getInterestCap(vouchers) / INTEREST.amountPerStep;
}

function getAmountPerStep(toTheMoonCount = 0): number {
  return INTEREST.amountPerStep + INTEREST.toTheMoonAmountPerStep * Math.max(0, toTheMoonCount);
}

function hasInterest(deck: DeckName): boolean {
  return getDeck(deck).modifiers.interest !== false;
}

function getSteps(money: number): number {
  return money >= INTEREST.moneyPerStep ? Math.floor(money / INTEREST.moneyPerStep) : 0;
}

/** Lua: interest_amount x min(floor(money / 5), interest_cap / 5), only from $5 up. */
export function getInterest(input: InterestInput): number {
  if (!hasInterest(input.deck)) return 0;
  const steps = Math.min(getSteps(input.money), getMaxSteps(input.vouchers));
  return steps * getAmountPerStep(input.toTheMoonCount);
}

/**
 * How much more money earns one more interest step (the spec's "needed for next level"),
 * or null when interest is already at its cap or the deck pays none.
 */
export function getMoneyToNextInterestStep(input: InterestInput): number | null {
  if (!hasInterest(input.deck)) return null;
  const steps = getSteps(input.money);
  if (steps >= getMaxSteps(input.vouchers)) return null;
  return (steps + 1) * INTEREST.moneyPerStep - input.money;
}
