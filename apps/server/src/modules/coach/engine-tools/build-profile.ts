// Which poker hand the build favours, read from the Jokers that reward a hand type and the
// hand levels the player has raised. Shop advice, synergies and the run summary all use it.
import {
  JOKER_NAMES,
  POKER_HAND_NAMES,
  type JokerName,
  type PokerHandName,
  type RunState,
} from '@jokerwise/game';

/**
 * Jokers whose effect pays only when the played hand contains this poker hand (facts:
 * jokers[].effect, e.g. The Tribe "X2 Mult when the played hand contains a Flush").
 */
export const HAND_TYPE_JOKERS: Partial<Record<JokerName, PokerHandName>> = {
  'Jolly Joker': 'Pair',
  'Sly Joker': 'Pair',
  'The Duo': 'Pair',
  'Mad Joker': 'Two Pair',
  'Clever Joker': 'Two Pair',
  'Spare Trousers': 'Two Pair',
  'Zany Joker': 'Three of a Kind',
  'Wily Joker': 'Three of a Kind',
  'The Trio': 'Three of a Kind',
  'Crazy Joker': 'Straight',
  'Devious Joker': 'Straight',
  'The Order': 'Straight',
  Runner: 'Straight',
  'Droll Joker': 'Flush',
  'Crafty Joker': 'Flush',
  'The Tribe': 'Flush',
  'The Family': 'Four of a Kind',
  Séance: 'Straight Flush',
};

/** The Jokers of HAND_TYPE_JOKERS, in collection order. */
export const HAND_TYPE_JOKER_NAMES: readonly JokerName[] = JOKER_NAMES.filter(
  (name) => HAND_TYPE_JOKERS[name] !== undefined,
);

export interface BuildProfile {
  /** Null when no Joker rewards a hand type and no hand was levelled. */
  readonly favouredHand: PokerHandName | null;
  /** The owned Jokers that reward the favoured hand. */
  readonly supportingJokers: readonly JokerName[];
  readonly favouredHandLevel: number | null;
}

export function getHandTypeOfJoker(name: JokerName): PokerHandName | null {
  return HAND_TYPE_JOKERS[name] ?? null;
}

/** Most supporting Jokers first, then the higher level, then the stronger hand. */
export function getBuildProfile(run: RunState): BuildProfile {
  const rows = POKER_HAND_NAMES.map((hand, strength) => ({
    hand,
    strength,
    jokers: run.jokers.map((joker) => joker.name).filter((name) => HAND_TYPE_JOKERS[name] === hand),
    level: run.tracker.handLevels[hand],
  })).filter((row) => row.jokers.length > 0 || row.level > 1);
  rows.sort(
    (a, b) => b.jokers.length - a.jokers.length || b.level - a.level || b.strength - a.strength,
  );
  const top = rows[0];
  if (top === undefined)
    return { favouredHand: null, supportingJokers: [], favouredHandLevel: null };
  return { favouredHand: top.hand, supportingJokers: top.jokers, favouredHandLevel: top.level };
}
