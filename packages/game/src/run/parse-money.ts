// Money and price inputs as the workspace reads them (docs/product/workspace.md). Inputs arrive as the raw
// text of a number field (or a number), so every parser is total: it never fails, it falls
// back exactly as the spec says.

import { STARTING_STATE } from '../data/economy';

export const STARTING_MONEY_MIN = 1;
export const STARTING_MONEY_MAX = 100;
export const LOAD_MONEY_MIN = 0;
export const LOAD_MONEY_MAX = 999;

export type NumericInput = string | number;

/** Reads an integer the way a number field's `parseInt` does: '12.7' → 12, 'abc' → null. */
export function parseInteger(input: NumericInput): number | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? Math.trunc(input) : null;
  }
  const parsed = Number.parseInt(input.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Starting money: min 1, max 100; not a number falls back (docs/product/workspace.md "falls back to 4").
 * The fallback is the deck's starting money, which is 4 for every deck but Yellow ($14,
 * docs/product/workspace.md), so a blank field never undoes the Yellow Deck's bonus.
 */
export function parseStartingMoney(
  input: NumericInput,
  fallback: number = STARTING_STATE.money,
): number {
  const value = parseInteger(input);
  return value === null ? fallback : clamp(value, STARTING_MONEY_MIN, STARTING_MONEY_MAX);
}

/** Load-game money: min 0, max 999; NaN becomes 0 (docs/product/workspace.md). */
export function parseLoadGameMoney(input: NumericInput): number {
  return clamp(parseInteger(input) ?? 0, LOAD_MONEY_MIN, LOAD_MONEY_MAX);
}

/**
 * Update Money: an integer; non-numeric becomes 0 (docs/product/workspace.md). No bounds: with Credit Card
 * the game lets money go down to -$20 (facts: economy.debt), so negatives are kept.
 */
export function parseMoneyUpdate(input: NumericInput): number {
  return parseInteger(input) ?? 0;
}

/**
 * Shop price: read as an integer on blur; NaN becomes 0 (docs/product/workspace.md). A price is never
 * negative (facts: economy.buyCost is at least $0), so negatives become 0 as well.
 */
export function parseShopPrice(input: NumericInput): number {
  return Math.max(0, parseInteger(input) ?? 0);
}
