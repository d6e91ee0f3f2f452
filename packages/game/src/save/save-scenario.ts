// The calculator scenario of the hand in a save (calculator-scenario.md, best-play form: the
// cards in hand under "held", "played" empty), with every number the save knows: Joker
// values, plays per hand, hands and discards left, the draw pile.
import { isConsumableName } from '../data/consumables';
import type { CalculatorScenario, ScenarioBlindName, ScenarioJoker } from '../scoring/scenario';
import type { SaveImport } from './types';

function toScenarioJokers(imported: SaveImport): ScenarioJoker[] {
  return imported.state.jokers.map((joker, index) => {
    const detail = imported.extras.jokers[index];
    return {
      name: joker.name,
      ...(joker.edition ? { edition: joker.edition } : {}),
      ...(detail?.debuffed ? { debuffed: true } : {}),
      ...(detail ? { sellValue: detail.sellValue } : {}),
      ...(detail?.state ? { state: detail.state } : {}),
    };
  });
}

function getBlind(imported: SaveImport): ScenarioBlindName | undefined {
  const { blindType, bossBlind } = imported.state;
  if (blindType === 'small') return 'Small Blind';
  if (blindType === 'big') return 'Big Blind';
  return bossBlind ?? undefined;
}

/** Null when the save holds no cards in hand (saved in the shop or between blinds). */
export function toSaveScenario(imported: SaveImport): CalculatorScenario | null {
  if (imported.hand.length === 0) return null;
  const { state, extras } = imported;
  const blind = getBlind(imported);
  return {
    version: 1,
    deck: state.deck,
    stake: state.stake,
    ...(blind ? { blind } : {}),
    ...(extras.isBossDisabled ? { bossDisabled: true } : {}),
    handLevels: extras.handLevels,
    handsPlayed: extras.handsPlayed,
    handsPlayedThisRound: extras.handsPlayedThisRound,
    money: state.money,
    // The format counts the hand being played among the hands left.
    handsLeft: Math.max(1, extras.handsLeft),
    discardsLeft: extras.discardsLeft,
    deckRemaining: extras.deck.length,
    fullDeckSize: extras.fullDeckSize,
    jokerSlots: state.jokerSlots,
    vouchers: state.vouchers,
    consumables: state.consumables.flatMap(({ name }) => (isConsumableName(name) ? [name] : [])),
    played: [],
    held: imported.hand,
    jokers: toScenarioJokers(imported),
  };
}
