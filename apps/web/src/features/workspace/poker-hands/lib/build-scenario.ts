// The calculator scenario (packages/game/test/reference/calculator-scenario.md) built from the saved run:
// the run gives deck, stake, blind, levels, Jokers, vouchers, money and hands/discards left;
// the calculator gives the cards in hand and which of them are played.
import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  getRunScenarioBlind,
  toRunScenario,
  type CalculatorScenario,
  type LuckMode,
  type RunState,
  type ScenarioBlindName,
  type ScenarioCard,
  type ScenarioJoker,
} from '@jokerwise/game';

export { toScenarioJokers } from '@jokerwise/game';

/** The blind being played; a boss round whose boss is not chosen yet has no named blind. */
export function getScenarioBlind(state: RunState): ScenarioBlindName | undefined {
  return getRunScenarioBlind(state) ?? undefined;
}

export interface CalculatorInput {
  readonly document: WorkspaceDocument;
  /** Indices into `document.hand`, in play order. */
  readonly played: readonly number[];
  readonly jokers: readonly ScenarioJoker[];
  readonly luck: LuckMode;
}

/** The cards in hand split into played (in order) and held (the rest, in hand order). */
export function splitHand(
  hand: readonly ScenarioCard[],
  played: readonly number[],
): { played: ScenarioCard[]; held: ScenarioCard[] } {
  return {
    played: played.flatMap((index) => (hand[index] ? [hand[index]] : [])),
    held: hand.filter((_, index) => !played.includes(index)),
  };
}

export function buildScenario(input: CalculatorInput): CalculatorScenario {
  const { state, hand } = input.document;
  const cards = splitHand(hand, input.played);
  // The one conversion the coach uses too (packages/game run-scenario.ts).
  return toRunScenario(state, { ...cards, jokers: input.jokers, luck: input.luck });
}
