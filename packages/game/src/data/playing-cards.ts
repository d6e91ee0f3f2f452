// Chips a playing card adds by rank when it scores (facts: playingCards.rankChips): number
// cards their value, faces 10, Ace 11.
import type { Rank } from './vocabulary';

export const RANK_CHIPS = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 10,
  Q: 10,
  K: 10,
  A: 11,
} as const satisfies { readonly [R in Rank]: number };
