// Ranks named without a suit, as players point at cards in their hand: "discard the 3 and 4",
// "should I keep the king?", "my aces". Only after a word that points at a card ("the", "my",
// "a", "both", "and", "or", a comma) and not before a word that counts something ("and 2 discards",
// "the 2 pair"), so "ante 3" and "a level 2 Flush" are not read as cards; a rank followed by
// "of" is a card in words ("the king of hearts"), which find-cards.ts reads.
import type { Rank } from '../data/vocabulary';
import { RANK_BY_WORD } from './find-cards';

const RANK_MENTION =
  /(?:\b(?:the|my|both|and|or|these|those|a|an|each|every)|,)\s+(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce|10|[2-9])(?:s|es|'s)?\b(?!\s+(?:of|pairs?|hands?|discards?|antes?|levels?|jokers?|cards?|times|more|left)\b)/gi;

/** The ranks pointed at in `text`, each once, in the order first named. */
export function findRankMentions(text: string): Rank[] {
  const ranks: Rank[] = [];
  for (const match of text.matchAll(RANK_MENTION)) {
    const rank = RANK_BY_WORD[(match[1] ?? '').toLowerCase()];
    if (rank !== undefined && !ranks.includes(rank)) ranks.push(rank);
  }
  return ranks;
}

const COUNT_WORDS: Readonly<Record<string, number>> = {
  pair: 2,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};
const RANK_WORD =
  '(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce|10|[2-9])(?:s|es)?';
const SAME_RANK = new RegExp(
  `\\b(pair|two|three|four|five) of ${RANK_WORD}\\b|\\b(two|three|four|five) ${RANK_WORD}\\b`,
  'i',
);

/** "A pair of aces", "three kings": cards of one rank, the count and the rank, or null. */
export function findSameRankGroup(
  text: string,
): { readonly count: number; readonly rank: Rank } | null {
  const match = SAME_RANK.exec(text);
  if (match === null) return null;
  const count = COUNT_WORDS[(match[1] ?? match[3] ?? '').toLowerCase()];
  const rank = RANK_BY_WORD[(match[2] ?? match[4] ?? '').toLowerCase()];
  return count === undefined || rank === undefined ? null : { count, rank };
}
