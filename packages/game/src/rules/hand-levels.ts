// A poker hand's chips and mult at a level: base + perLevel x (level - 1) (facts: pokerHands,
// ADR 004).
import { MAX_HAND_LEVEL, MIN_HAND_LEVEL, POKER_HANDS } from '../data/poker-hands';
import type { PokerHandName } from '../data/vocabulary';

export interface HandLevelValues {
  /** The level actually used, after clamping. */
  readonly level: number;
  readonly chips: number;
  readonly mult: number;
}

/** Whole levels within 1..50 (docs/product/workspace.md); NaN counts as level 1. */
function toHandLevel(level: number): number {
  if (Number.isNaN(level)) return MIN_HAND_LEVEL;
  return Math.min(MAX_HAND_LEVEL, Math.max(MIN_HAND_LEVEL, Math.floor(level)));
}

export function getHandLevelValues(hand: PokerHandName, level: number): HandLevelValues {
  const definition = POKER_HANDS[hand];
  const clamped = toHandLevel(level);
  return {
    level: clamped,
    chips: definition.baseChips + definition.chipsPerLevel * (clamped - 1),
    mult: definition.baseMult + definition.multPerLevel * (clamped - 1),
  };
}
