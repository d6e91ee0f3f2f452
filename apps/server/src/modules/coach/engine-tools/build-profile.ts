// Which poker hand the build favours, read from the Jokers that reward a hand type and the
// hand levels the player has raised. Which hand a Joker rewards comes from the engine's effect
// registry (packages/game getJokerTraits), never from a table here.
import {
  getJokerTraits,
  POKER_HAND_NAMES,
  type JokerName,
  type PokerHandName,
  type RunState,
} from '@jokerwise/game';

export interface BuildProfile {
  /** Null when no Joker rewards a hand type and no hand was levelled. */
  readonly favouredHand: PokerHandName | null;
  /** The owned Jokers that reward the favoured hand. */
  readonly supportingJokers: readonly JokerName[];
  readonly favouredHandLevel: number | null;
}

/** The weakest hand a Joker pays on (The Tribe: Flush); null for Jokers that pay on any. */
export function getHandTypeOfJoker(name: JokerName): PokerHandName | null {
  return getJokerTraits(name).rewardsHand;
}

/** Most supporting Jokers first, then the higher level, then the stronger hand. */
export function getBuildProfile(run: RunState): BuildProfile {
  const rows = POKER_HAND_NAMES.map((hand, strength) => ({
    hand,
    strength,
    jokers: run.jokers
      .map((joker) => joker.name)
      .filter((name) => getHandTypeOfJoker(name) === hand),
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

/**
 * The hand an example is scored as when no cards are held: the build's own, else a Pair, the
 * hand any build can make.
 */
export function getExampleHandType(run: RunState): PokerHandName {
  return getBuildProfile(run).favouredHand ?? 'Pair';
}
