// Playing-card facts the scoring engine needs: rank ids and chips (facts: playingCards), the
// game's suit test (`Card:is_suit`) and face test (`Card:is_face`), and log names.
import { RANK_CHIPS } from '../data/playing-cards';
import { RANKS, type Enhancement, type Rank, type Suit } from '../data/vocabulary';

/** Re-exported for the effect files and their fixtures. */
export { RANK_CHIPS };

/** The game's `get_id`: 2..10, J 11, Q 12, K 13, A 14 — a rank's place in RANKS, from 2. */
export const RANK_IDS = Object.fromEntries(
  RANKS.map((rank, place) => [rank, place + 2]),
) as Readonly<Record<Rank, number>>;

/** Log names of the lettered ranks; a numbered rank is named by its number. */
const LETTERED_RANK_NAMES: Readonly<Partial<Record<Rank, string>>> = {
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  A: 'Ace',
};

const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  spades: 'Spades',
  hearts: 'Hearts',
  clubs: 'Clubs',
  diamonds: 'Diamonds',
};

/** The fields of a card that hand detection and the suit/face tests read. */
export interface CardFacts {
  readonly rank: Rank;
  readonly suit: Suit;
  readonly enhancement?: Enhancement | undefined;
  readonly debuffed?: boolean | undefined;
}

export function isStoneCard(card: CardFacts): boolean {
  return card.enhancement === 'stone';
}

/**
 * The game's `get_id` and the rank part of `get_chip_bonus` for a card as it is now: a Stone
 * card has no rank (id 0 here, 0 chips). Both read the card's current enhancement, so a card
 * that stops being Stone mid-hand (Vampire, Midas Mask with Pareidolia) has its printed rank
 * again at once (1.0.1o card.lua `Card:get_id`, `Card:get_chip_bonus`).
 */
export function getRankValues(card: CardFacts): { rankId: number; rankChips: number } {
  if (isStoneCard(card)) return { rankId: 0, rankChips: 0 };
  return { rankId: RANK_IDS[card.rank], rankChips: RANK_CHIPS[card.rank] };
}

export function isRedSuit(suit: Suit): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

/**
 * The game's `Card:is_suit`. For hand detection (`flush`) a debuffed card keeps its printed
 * suit but a debuffed Wild card is no longer every suit; otherwise a debuffed card has no
 * suit unless `ignoreDebuff`. Stone cards have no suit; Smeared Joker merges red and black.
 */
export function cardIsSuit(
  card: CardFacts,
  suit: Suit,
  options: { readonly smeared: boolean; readonly flush?: boolean; readonly ignoreDebuff?: boolean },
): boolean {
  const debuffed = card.debuffed === true;
  if (!options.flush && debuffed && !options.ignoreDebuff) return false;
  if (card.enhancement === 'stone') return false;
  if (card.enhancement === 'wild' && !(options.flush && debuffed)) return true;
  if (options.smeared && isRedSuit(card.suit) === isRedSuit(suit)) return true;
  return card.suit === suit;
}

/** The game's `Card:is_face`: J, Q, K, or every card with Pareidolia; never when debuffed
 *  (except for The Plant, which asks `fromBoss`). */
export function cardIsFace(card: CardFacts, pareidolia: boolean, fromBoss = false): boolean {
  if (card.debuffed === true && !fromBoss) return false;
  if (pareidolia) return true;
  if (card.enhancement === 'stone') return false;
  return card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
}

/** "Ace of Spades", or "Stone Card" for a Stone card (it has no rank or suit). */
export function cardName(card: CardFacts): string {
  if (card.enhancement === 'stone') return 'Stone Card';
  return `${LETTERED_RANK_NAMES[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit]}`;
}
