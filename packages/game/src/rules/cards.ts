// Values of playing cards by rank (facts: playingCards).
import { RANK_CHIPS } from '../data/playing-cards';
import type { Rank } from '../data/vocabulary';

/** Chips a card adds when it scores: 2-10 face value, J/Q/K 10, A 11. */
export function getRankChips(rank: Rank): number {
  return RANK_CHIPS[rank];
}
