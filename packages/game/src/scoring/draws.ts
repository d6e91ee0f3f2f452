// How far the cards held are from a Flush or a Straight: the suit with the most cards (Wild
// cards count for every suit, Stone cards for none; Smeared Joker joins the colours) and the
// run of ranks with the fewest gaps (Ace high or low). Four Fingers makes 4 cards enough.
// The deck is not known here, so these are counts, never odds (facts: pokerHands).
import type { JokerName } from '../data/jokers';
import { RANKS, SUITS, type Rank, type Suit } from '../data/vocabulary';
import { RANK_IDS, cardIsSuit, isStoneCard, type CardFacts } from './cards';
import { getJokerEffect } from './jokers/registry';

export interface FlushDraw {
  readonly suit: Suit;
  /** Indices of the held cards of that suit, at most as many as a Flush needs. */
  readonly cards: readonly number[];
  /** Cards of the suit still to draw; 0 when the Flush is already held. */
  readonly missing: number;
}

export interface StraightDraw {
  /** Indices of held cards, one for each rank of the run that is present. */
  readonly cards: readonly number[];
  /** Ranks of the run still to draw, lowest first. */
  readonly missingRanks: readonly Rank[];
}

export interface HandDraws {
  /** Cards a Flush or a Straight needs: 5, or 4 with Four Fingers. */
  readonly needed: number;
  readonly flush: FlushDraw | null;
  readonly straight: StraightDraw | null;
  /** Shortcut lets a Straight skip ranks, so it may need fewer than `missingRanks`. */
  readonly hasShortcut: boolean;
}

function findFlushDraw(
  cards: readonly CardFacts[],
  needed: number,
  smeared: boolean,
  suits: readonly Suit[],
): FlushDraw | null {
  let best: FlushDraw | null = null;
  for (const suit of suits) {
    const held = cards.flatMap((card, index) =>
      cardIsSuit(card, suit, { smeared, flush: true }) ? [index] : [],
    );
    // Steel cards last: they score while held, so the others are the ones to play.
    held.sort((a, b) => Number(isSteel(cards[a])) - Number(isSteel(cards[b])));
    const draw = { suit, cards: held.slice(0, needed), missing: Math.max(0, needed - held.length) };
    // A suit asked for by name counts even with none of it held ("5 Hearts short").
    const counts = held.length > 0 || suits.length === 1;
    if (counts && (best === null || draw.missing < best.missing)) best = draw;
  }
  return best;
}

function isSteel(card: CardFacts | undefined): boolean {
  return card?.enhancement === 'steel';
}

/** The first card that fits, a Steel one only when no other does (it scores while held). */
function pickCard(cards: readonly CardFacts[], fits: (card: CardFacts) => boolean): number {
  const index = cards.findIndex((card) => fits(card) && !isSteel(card));
  return index >= 0 ? index : cards.findIndex(fits);
}

/** The rank of a run's place: 1 is the Ace played low. */
function rankAt(id: number): Rank | undefined {
  return RANKS.find((rank) => RANK_IDS[rank] === (id === 1 ? 14 : id));
}

function findStraightDraw(cards: readonly CardFacts[], needed: number): StraightDraw | null {
  let best: StraightDraw | null = null;
  // Runs from Ace-low (A 2 3 4 5) up to Ace-high (10 J Q K A); a later run wins a tie.
  for (let low = 1; low + needed - 1 <= 14; low++) {
    const held: number[] = [];
    const missingRanks: Rank[] = [];
    for (let id = low; id < low + needed; id++) {
      const rank = rankAt(id);
      if (rank === undefined) continue;
      const index = pickCard(cards, (card) => !isStoneCard(card) && card.rank === rank);
      if (index >= 0) held.push(index);
      else missingRanks.push(rank);
    }
    if (held.length > 0 && (best === null || missingRanks.length <= best.missingRanks.length)) {
      best = { cards: held, missingRanks };
    }
  }
  return best;
}

/** The Flush and Straight the cards are closest to, with the run's Jokers' rules. */
export function findDraws(
  cards: readonly CardFacts[],
  jokers: readonly { readonly name: JokerName }[],
  /** "How many more Hearts for a Flush?": that suit's Flush, not the closest one. */
  flushSuit?: Suit,
): HandDraws {
  const modifiers = new Set(jokers.flatMap((joker) => getJokerEffect(joker.name)?.modifiers ?? []));
  const needed = modifiers.has('fourFingers') ? 4 : 5;
  return {
    needed,
    flush: findFlushDraw(
      cards,
      needed,
      modifiers.has('smeared'),
      flushSuit === undefined ? SUITS : [flushSuit],
    ),
    straight: findStraightDraw(cards, needed),
    hasShortcut: modifiers.has('shortcut'),
  };
}
