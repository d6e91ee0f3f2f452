// Small readers shared by the effects-*.ts files. Each mirrors one check of 1.0.1o
// `Card:calculate_joker` so the effect files read like the game's table of Jokers.
import { EDITION_DEFINITIONS } from '../../data/editions';
import { findJoker } from '../../data/jokers';
import { getDeck, isDeckName } from '../../data/decks';
import type { PokerHandName, Rank, Suit } from '../../data/vocabulary';
import { RANK_IDS, cardIsSuit } from '../cards';
import type { CardView, JokerResult, JokerView, ScoringContext } from './types';

/** The full deck's size at run start (`G.GAME.starting_deck_size`): 52, Abandoned Deck 40. */
export function getStartingDeckSize(deck: string): number {
  return (isDeckName(deck) ? getDeck(deck).modifiers.deckSize : undefined) ?? 52;
}

/** `next(context.poker_hands[name])`: the played cards contain that hand. */
export function contains(ctx: ScoringContext, hand: PokerHandName): boolean {
  return ctx.containedHands.has(hand);
}

/** A Joker's sell value: as typed, else base price plus edition, halved (at least $1). */
export function getSellValue(joker: JokerView): number {
  if (joker.sellValue !== undefined) return joker.sellValue;
  const cost = findJoker(joker.name)?.cost ?? 0;
  const editionAdd = joker.edition ? EDITION_DEFINITIONS[joker.edition].shopPriceAdd : 0;
  return Math.max(1, Math.floor((cost + editionAdd) / 2));
}

/** Joker slots including the one every Negative Joker brings (`card_limit`). */
export function getJokerCapacity(ctx: ScoringContext): number {
  const negatives = ctx.jokers.filter((joker) => joker.edition === 'negative').length;
  return (ctx.jokerSlots ?? 5) + negatives;
}

/**
 * `Card:is_suit(suit, nil, true)`, the flush check Blackboard uses: debuffs are ignored and
 * a debuffed Wild card keeps only its printed suit.
 */
export function isSuitForFlush(ctx: ScoringContext, card: CardView, suit: Suit): boolean {
  return cardIsSuit(card, suit, { smeared: ctx.modifiers.has('smeared'), flush: true });
}

/** `card:get_id() == rank` (Stone cards have no rank, so never match). */
export function hasRank(card: CardView, rank: Rank): boolean {
  return card.rankId === RANK_IDS[rank];
}

/** `{ xmult }` unless it is X1, which the game neither applies nor shows. */
export function xmultUnlessOne(xmult: number): JokerResult | undefined {
  return xmult === 1 ? undefined : { xmult };
}

/** `{ mult }` unless it is 0, which the game neither applies nor shows. */
export function multUnlessZero(mult: number): JokerResult | undefined {
  return mult === 0 ? undefined : { mult };
}

/** `{ chips }` unless it is 0, which the game neither applies nor shows. */
export function chipsUnlessZero(chips: number): JokerResult | undefined {
  return chips === 0 ? undefined : { chips };
}
