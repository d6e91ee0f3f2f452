// Playing cards typed into a message: short codes ("AS", "10d", "K♥", "Qs"), and words
// ("ten of spades", "king of hearts"). Lower-case codes that are also English words ("as",
// "ad", "ah") count only next to another card, as in "as ks qs".
import type { ScenarioCard } from '../scoring/scenario';
import type { Rank, Suit } from '../data/vocabulary';

export interface CardMention {
  readonly card: ScenarioCard;
  readonly start: number;
  readonly end: number;
}

const SUIT_BY_SIGN: Readonly<Record<string, Suit>> = {
  s: 'spades',
  h: 'hearts',
  c: 'clubs',
  d: 'diamonds',
  '♠': 'spades',
  '♤': 'spades',
  '♥': 'hearts',
  '♡': 'hearts',
  '♣': 'clubs',
  '♧': 'clubs',
  '♦': 'diamonds',
  '♢': 'diamonds',
};

/** A rank as players write it, lower-case: letters, words and digits. */
export const RANK_BY_WORD: Readonly<Record<string, Rank>> = {
  a: 'A',
  ace: 'A',
  k: 'K',
  king: 'K',
  q: 'Q',
  queen: 'Q',
  j: 'J',
  jack: 'J',
  t: '10',
  ten: '10',
  '10': '10',
  nine: '9',
  eight: '8',
  seven: '7',
  six: '6',
  five: '5',
  four: '4',
  three: '3',
  two: '2',
  deuce: '2',
  ...Object.fromEntries(['2', '3', '4', '5', '6', '7', '8', '9'].map((rank) => [rank, rank])),
};

const SHORT_CODE =
  /(?<![\p{L}\p{N}$.])(10|[2-9akqjt])(?:([shcd])|\s?([♠♤♥♡♣♧♦♢])\uFE0F?)(?![\p{L}\p{N}])/giu;
const IN_WORDS =
  /\b(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|deuce|10|[2-9akqj])s?\s+of\s+(spade|heart|club|diamond)s?\b/gi;
/** Codes that read as words, and "5s" after "of" ("a pair of 5s" is a rank, not a card). */
const WORD_LIKE: ReadonlySet<string> = new Set(['as', 'ad', 'ah']);

interface Found extends CardMention {
  readonly isDoubtful: boolean;
}

function toCard(rankWord: string, suitSign: string): ScenarioCard | null {
  const rank = RANK_BY_WORD[rankWord.toLowerCase()];
  const suit = SUIT_BY_SIGN[suitSign.toLowerCase()];
  return rank === undefined || suit === undefined ? null : { rank, suit };
}

function findShortCodes(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(SHORT_CODE)) {
    const [code, rank = '', letter, sign] = match;
    const card = toCard(rank, letter ?? sign ?? '');
    if (card === null) continue;
    const isWordLike = letter !== undefined && code === code.toLowerCase() && WORD_LIKE.has(code);
    const afterOf = /\bof\s+$/i.test(text.slice(Math.max(0, match.index - 4), match.index));
    const isPlural = letter?.toLowerCase() === 's' && afterOf;
    found.push({
      card,
      start: match.index,
      end: match.index + code.length,
      isDoubtful: isWordLike || isPlural,
    });
  }
  return found;
}

function findWords(text: string): Found[] {
  return [...text.matchAll(IN_WORDS)].flatMap((match) => {
    const card = toCard(match[1] ?? '', (match[2] ?? '').charAt(0));
    return card === null
      ? []
      : [{ card, start: match.index, end: match.index + match[0].length, isDoubtful: false }];
  });
}

/** Two mentions with only spaces, commas or "and" between them. */
function isNextTo(text: string, a: Found, b: Found): boolean {
  const [left, right] = a.start < b.start ? [a, b] : [b, a];
  return /^[\s,;/+&-]*(?:and\s*)?$/i.test(text.slice(left.end, right.start));
}

/** The cards in `text` (the message in NFC form), in order; `isFree` says a range is unclaimed. */
export function findCards(
  text: string,
  isFree: (start: number, end: number) => boolean,
): CardMention[] {
  const words = findWords(text);
  const overlapsWords = (found: Found) =>
    words.some((word) => found.start < word.end && word.start < found.end);
  const all = [...words, ...findShortCodes(text).filter((found) => !overlapsWords(found))]
    .filter((found) => isFree(found.start, found.end))
    .sort((a, b) => a.start - b.start);
  const sure = all.filter((found) => !found.isDoubtful);
  return all
    .filter((found) => !found.isDoubtful || sure.some((other) => isNextTo(text, found, other)))
    .map(({ card, start, end }) => ({ card, start, end }));
}
