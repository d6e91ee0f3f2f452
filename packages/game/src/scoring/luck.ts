// How chance effects resolve (calculator-scenario.md "Luck"): "none" is the worst outcome
// (nothing random fires), "all" the best (everything fires), "average" the expected value.
// Oops! All 6s doubles every probability, capped at 1; a certain chance fires in every mode.
import type { LuckMode } from '../data/vocabulary';
import type { Chance } from './jokers/types';

/** The probability of `chance` with `doublings` Oops! All 6s owned (the game's
 *  G.GAME.probabilities.normal doubles per copy). */
export function getProbability(chance: Chance, doublings: number): number {
  const numerator = (chance.numerator ?? 1) * 2 ** doublings;
  return Math.min(1, Math.max(0, numerator / chance.denominator));
}

/** How much of a chance effect applies: 0 or 1, or the probability in "average" mode. */
export function getChanceWeight(probability: number, luck: LuckMode): number {
  if (probability >= 1) return 1;
  if (probability <= 0) return 0;
  if (luck === 'all') return 1;
  if (luck === 'none') return 0;
  return probability;
}

/** +Chips, +Mult and money scale linearly with the weight. */
export function weighAdditive(value: number, weight: number): number {
  return value * weight;
}

/** ×Mult averages from 1: X1.5 at weight 1/2 is X1.25 (Bloodstone). */
export function weighXmult(xmult: number, weight: number): number {
  return 1 + (xmult - 1) * weight;
}

/** A uniform random amount: min with "none", max with "all", the mean with "average"
 *  (Misprint +0..+23 gives +11.5). */
export function rollBetween(min: number, max: number, luck: LuckMode): number {
  if (luck === 'none') return min;
  if (luck === 'all') return max;
  return (min + max) / 2;
}
