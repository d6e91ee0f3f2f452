// The calculator scenario (shared/contracts/calculator-scenario.md) built from the saved run:
// the run gives deck, stake, blind, levels, Jokers, vouchers, money and hands/discards left;
// the calculator gives the cards in hand and which of them are played.
import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  isConsumableName,
  type CalculatorScenario,
  type JokerEntry,
  type LuckMode,
  type RunState,
  type ScenarioBlindName,
  type ScenarioCard,
  type ScenarioJoker,
} from '@jokerwise/game';

export function toScenarioJokers(jokers: readonly JokerEntry[]): ScenarioJoker[] {
  return jokers.map((joker) =>
    joker.edition === null ? { name: joker.name } : { name: joker.name, edition: joker.edition },
  );
}

/** The blind being played; a boss round whose boss is not chosen yet has no named blind. */
export function getScenarioBlind(state: RunState): ScenarioBlindName | undefined {
  if (state.blindType === 'small') return 'Small Blind';
  if (state.blindType === 'big') return 'Big Blind';
  return state.bossBlind ?? undefined;
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
  const blind = getScenarioBlind(state);
  return {
    version: 1,
    deck: state.deck,
    stake: state.stake,
    ...(blind === undefined ? {} : { blind }),
    handLevels: state.tracker.handLevels,
    money: state.money,
    // The format counts the hand being played among the hands left, so it is at least 1.
    handsLeft: Math.max(1, state.hands),
    discardsLeft: state.discards,
    jokerSlots: state.jokerSlots,
    vouchers: state.vouchers,
    // Booster packs are not consumables the scoring reads.
    consumables: state.consumables.flatMap(({ name }) => (isConsumableName(name) ? [name] : [])),
    luck: input.luck,
    played: cards.played,
    held: cards.held,
    jokers: input.jokers,
  };
}
