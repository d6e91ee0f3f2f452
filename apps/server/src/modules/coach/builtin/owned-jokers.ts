// What each owned Joker is worth to the build: the engine's best play of the cards in hand with
// it against without it — without cards, an example of the hand the build plays scored with it
// and without it — whether it pays on that hand, and what it sells for. "Which Joker should I
// sell?" and "Is Canio worth keeping?" both read this one ranking.
import {
  getHandExample,
  getJokerSellValue,
  type JokerEntry,
  type PokerHandName,
} from '@jokerwise/game';
import {
  findBestPlayWithAddedJokers,
  getBuildProfile,
  scoreRunPlay,
  type BuildProfile,
  type JokerChanges,
} from '../engine-tools';
import type { CoachQuestion } from './coach-question';

export interface OwnedJokerValue {
  readonly joker: JokerEntry;
  /** The best play (or the example) without this Joker; null when the search ran out. */
  readonly without: number | null;
  /** It rewards the hand the build plays. */
  readonly supports: boolean;
  readonly sellValue: number;
}

export interface OwnedJokerRanking {
  /** The best play (or the example) with every Joker; null when the search ran out. */
  readonly now: number | null;
  /** Without cards in hand: the hand whose example was scored, the build's own, else a Pair. */
  readonly example: PokerHandName | null;
  /** Weakest first: the least lost without it, then the ones that do not support the build. */
  readonly ranked: readonly OwnedJokerValue[];
  readonly profile: BuildProfile;
  /** Cards were given but the answer's search budget ran out before every Joker was weighed. */
  readonly isCut: boolean;
}

export function rankOwnedJokers(question: CoachQuestion): OwnedJokerRanking {
  const { run, hand, budget } = question;
  const profile = getBuildProfile(run);
  const example = hand.length === 0 ? (profile.favouredHand ?? 'Pair') : null;
  const score = (changes: JokerChanges): number | null => {
    if (example === null)
      return findBestPlayWithAddedJokers(run, hand, changes, budget)?.score ?? null;
    const scored = scoreRunPlay(run, getHandExample(example), [], changes);
    return scored.ok ? scored.value.score : null;
  };
  const now = score({});
  const ranked = run.jokers.map((joker) => ({
    joker,
    without: now === null ? null : score({ remove: [joker.name] }),
    supports: profile.supportingJokers.includes(joker.name),
    sellValue: getJokerSellValue(run, joker),
  }));
  // A Joker not weighed (no numbers) counts as losing everything, so it never ranks weakest.
  ranked.sort(
    (a, b) => (b.without ?? 0) - (a.without ?? 0) || Number(a.supports) - Number(b.supports),
  );
  const isCut = hand.length > 0 && (now === null || ranked.some((value) => value.without === null));
  return { now, example, ranked, profile, isCut };
}

/** What the best play loses without the Joker; null when there are no numbers to compare. */
export function getGain(ranking: OwnedJokerRanking, value: OwnedJokerValue): number | null {
  return ranking.now === null || value.without === null ? null : ranking.now - value.without;
}
