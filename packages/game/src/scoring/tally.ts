// The running chips, mult and money of one scored hand, with its step-by-step log
// (calculator-scenario.md "log": every change to chips or mult, in game order). Owned by
// the engine for the length of one scoring; never shared. Chips and mult past the double range
// settle on Infinity (overflow.ts), so the result and every log entry report overflow alike.
import { settleOverflow } from './overflow';
import type { ScoreLogEntry } from './scenario';

export interface Tally {
  chips: number;
  mult: number;
  money: number;
  /**
   * The changes to mult since the last reset as one affine map, mult -> a x mult + b. Best
   * play reads it per scoring card to order the cards (see best-play.ts).
   */
  affineA: number;
  affineB: number;
  /**
   * Steps taken so far, logged or not: each change to chips, mult or money and each Joker
   * hook asked. The work of the scoring, for a search's budget (search-budget.ts).
   */
  steps: number;
  /** undefined while best play searches (no log needed until the winner is re-scored). */
  readonly log: ScoreLogEntry[] | undefined;
}

export function createTally(money: number, withLog: boolean): Tally {
  return {
    chips: 0,
    mult: 0,
    money,
    affineA: 1,
    affineB: 0,
    steps: 0,
    log: withLog ? [] : undefined,
  };
}

function record(tally: Tally, source: string, effect: string, value: number): void {
  tally.steps++;
  tally.log?.push({
    source,
    effect,
    value: settleOverflow(value),
    chips: tally.chips,
    mult: tally.mult,
  });
}

export function addChips(tally: Tally, source: string, value: number): void {
  if (value === 0) return;
  tally.chips = settleOverflow(tally.chips + value);
  record(tally, source, 'chips', value);
}

export function addMult(tally: Tally, source: string, value: number): void {
  if (value === 0) return;
  tally.mult = settleOverflow(tally.mult + value);
  tally.affineB += value;
  record(tally, source, 'mult', value);
}

export function multiplyMult(tally: Tally, source: string, value: number): void {
  if (value === 1) return;
  tally.mult = settleOverflow(tally.mult * value);
  tally.affineA *= value;
  tally.affineB *= value;
  record(tally, source, 'xmult', value);
}

export function addMoney(tally: Tally, source: string, value: number): void {
  if (value === 0) return;
  tally.money += value;
  record(tally, source, 'money', value);
}

/**
 * Sets chips and mult outright: the hand's base values (value = its level), The Flint
 * (value 0.5), Plasma Deck (value = the balanced amount), a forbidden hand (value 0).
 */
export function setChipsAndMult(
  tally: Tally,
  source: string,
  effect: string,
  chips: number,
  mult: number,
  value: number,
): void {
  tally.chips = settleOverflow(chips);
  tally.mult = settleOverflow(mult);
  record(tally, source, effect, value);
}

/** What a hook or a card gives, already weighed by luck. */
export interface Gain {
  readonly chips?: number | undefined;
  readonly mult?: number | undefined;
  readonly xmult?: number | undefined;
  readonly money?: number | undefined;
}

/** Applies a gain in the game's order: chips, then mult, then xmult; money apart. */
export function applyGain(tally: Tally, source: string, gain: Gain): void {
  if (gain.chips !== undefined) addChips(tally, source, gain.chips);
  if (gain.mult !== undefined) addMult(tally, source, gain.mult);
  if (gain.money !== undefined) addMoney(tally, source, gain.money);
  if (gain.xmult !== undefined) multiplyMult(tally, source, gain.xmult);
}
