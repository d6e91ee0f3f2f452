// What each owned Joker is worth to the build: the engine's best play of the cards in hand with
// it against without it, whether it pays on the hand the build plays, and what it sells for.
// "Which Joker should I sell?" and "Is Canio worth keeping?" both read this one ranking.
import { getJokerSellValue, type JokerEntry } from '@jokerwise/game';
import { findBestPlayWithAddedJokers, getBuildProfile, type BuildProfile } from '../engine-tools';
import type { CoachQuestion } from './coach-question';

export interface OwnedJokerValue {
  readonly joker: JokerEntry;
  /** The best play without this Joker; null without cards in hand or when the search ran out. */
  readonly without: number | null;
  /** It rewards the hand the build plays. */
  readonly supports: boolean;
  readonly sellValue: number;
}

export interface OwnedJokerRanking {
  /** The best play with every Joker; null without cards in hand or when the search ran out. */
  readonly now: number | null;
  /** Weakest first: the least lost without it, then the ones that do not support the build. */
  readonly ranked: readonly OwnedJokerValue[];
  readonly profile: BuildProfile;
  /** Cards were given but the answer's search budget ran out before every Joker was weighed. */
  readonly isCut: boolean;
}

export function rankOwnedJokers(question: CoachQuestion): OwnedJokerRanking {
  const { run, hand, budget } = question;
  const profile = getBuildProfile(run);
  const now =
    hand.length === 0 ? null : (findBestPlayWithAddedJokers(run, hand, {}, budget)?.score ?? null);
  const ranked = run.jokers.map((joker) => ({
    joker,
    without:
      now === null
        ? null
        : (findBestPlayWithAddedJokers(run, hand, { remove: [joker.name] }, budget)?.score ?? null),
    supports: profile.supportingJokers.includes(joker.name),
    sellValue: getJokerSellValue(run, joker),
  }));
  // A Joker not weighed (no numbers) counts as losing everything, so it never ranks weakest.
  ranked.sort(
    (a, b) => (b.without ?? 0) - (a.without ?? 0) || Number(a.supports) - Number(b.supports),
  );
  const isCut = hand.length > 0 && (now === null || ranked.some((value) => value.without === null));
  return { now, ranked, profile, isCut };
}

/** What the best play loses without the Joker; null when there are no numbers to compare. */
export function getGain(ranking: OwnedJokerRanking, value: OwnedJokerValue): number | null {
  return ranking.now === null || value.without === null ? null : ranking.now - value.without;
}
