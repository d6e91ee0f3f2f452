// Card notation: a hand typed as one line of short codes, "AS KH 10d 7c" (also "T" for ten,
// any case, and the suit symbols ♠ ♥ ♦ ♣). Each code is a rank then a suit; codes are
// separated by spaces or commas. Every bad code is named with the reason, so the player can
// fix just that one.
import { RANKS, type Rank, type Suit } from '../data/vocabulary';
import { err, ok, type Result } from '../result';
import type { ScenarioCard } from '../scoring/scenario';

export interface CardNotationError {
  /** The code as typed. */
  readonly token: string;
  /** Where it starts and ends in the line (end exclusive), to point at it. */
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

export interface ParsedCardLine {
  /** The cards of the valid codes, in the order typed. */
  readonly cards: readonly ScenarioCard[];
  readonly errors: readonly CardNotationError[];
}

/** Every rank's code is the rank itself in any case, and "T" also means ten. */
const RANK_BY_CODE: Readonly<Record<string, Rank>> = {
  ...Object.fromEntries(RANKS.map((rank) => [rank.toLowerCase(), rank])),
  t: '10',
};

const SUIT_BY_CODE: Readonly<Record<string, Suit>> = {
  s: 'spades',
  h: 'hearts',
  d: 'diamonds',
  c: 'clubs',
  '♠': 'spades',
  '♤': 'spades',
  '♥': 'hearts',
  '♡': 'hearts',
  '♦': 'diamonds',
  '♢': 'diamonds',
  '♣': 'clubs',
  '♧': 'clubs',
};

const TOKEN = /[^\s,;]+/gu;
const RANK_PREFIX = /^(10|[2-9]|[tjqka])/iu;
/** Emoji suit symbols may carry a variation selector; it changes only how they are drawn. */
const VARIATION_SELECTOR = /\uFE0F/gu;

const SUIT_HINT = 's, h, d or c (or ♠ ♥ ♦ ♣)';
const RANK_HINT = '2–10, J, Q, K or A (T for 10)';

type TokenReading = Result<ScenarioCard, { readonly message: string }>;

function readToken(token: string): TokenReading {
  const code = token.replace(VARIATION_SELECTOR, '');
  const rankText = RANK_PREFIX.exec(code)?.[0];
  if (rankText === undefined) {
    const suit = SUIT_BY_CODE[code.slice(-1).toLowerCase()];
    const rankPart = suit === undefined ? code : code.slice(0, -1);
    return rankPart === ''
      ? err({ message: `"${token}" has no rank: write one before the suit, ${RANK_HINT}` })
      : err({ message: `"${token}": "${rankPart}" is not a rank; use ${RANK_HINT}` });
  }
  const rank = RANK_BY_CODE[rankText.toLowerCase()];
  const suitText = code.slice(rankText.length);
  const suit = SUIT_BY_CODE[suitText.toLowerCase()];
  if (suitText === '') return err({ message: `"${token}" needs a suit: ${SUIT_HINT}` });
  if (rank === undefined || suit === undefined) {
    return err({ message: `"${token}": "${suitText}" is not a suit; use ${SUIT_HINT}` });
  }
  return ok({ rank, suit });
}

/** Reads a typed line of card codes; an empty line reads as no cards and no errors. */
export function parseCardLine(line: string): ParsedCardLine {
  const cards: ScenarioCard[] = [];
  const errors: CardNotationError[] = [];
  for (const match of line.matchAll(TOKEN)) {
    const token = match[0];
    const reading = readToken(token);
    if (reading.ok) cards.push(reading.value);
    else {
      errors.push({
        token,
        start: match.index,
        end: match.index + token.length,
        message: reading.message,
      });
    }
  }
  return { cards, errors };
}
