// Jokers that add +Chips, in collection order (1.0.1o `config` values).
import type { JokerName } from '../../data/jokers';
import type { PokerHandName, Suit } from '../../data/vocabulary';
import { chipsUnlessZero, contains, getStartingDeckSize } from './effects-support';
import type { JokerEffect, ScoringContext } from './types';

/** Sly, Wily, Clever, Devious and Crafty Joker: +Chips when the play contains a hand. */
function chipsIfContains(hand: PokerHandName, chips: number): JokerEffect {
  return { main: (ctx) => (contains(ctx, hand) ? { chips } : undefined) };
}

function chipsPerSuit(suit: Suit, chips: number): JokerEffect {
  return { scoredCard: (ctx, _self, card) => (ctx.isSuit(card, suit) ? { chips } : undefined) };
}

/** A "Currently +N Chips" Joker whose value moves outside scoring (Castle, Ice Cream). */
function chipsFromState(initial: number): JokerEffect {
  return { main: (_ctx, self) => chipsUnlessZero(self.state.chips ?? initial) };
}

/**
 * Cards left in the draw pile: as typed, else a fresh round's pile (full deck minus the
 * cards in play and in hand).
 */
function getDeckRemaining(ctx: ScoringContext): number {
  if (ctx.deckRemaining !== undefined) return ctx.deckRemaining;
  const fullDeck = ctx.fullDeckSize ?? getStartingDeckSize(ctx.deck);
  return Math.max(0, fullDeck - ctx.played.length - ctx.held.length);
}

/**
 * Stone cards in the full deck. Without `state` only the cards in play and in hand are
 * known, so this is a lower bound; the player types the real tally as `state.chips`.
 */
function countKnownStoneCards(ctx: ScoringContext): number {
  return [...ctx.played, ...ctx.held].filter((card) => card.enhancement === 'stone').length;
}

const ODD_TODD_IDS: ReadonlySet<number> = new Set([3, 5, 7, 9, 14]);

export const JOKER_EFFECTS = {
  'Sly Joker': chipsIfContains('Pair', 50),
  'Wily Joker': chipsIfContains('Three of a Kind', 100),
  'Clever Joker': chipsIfContains('Two Pair', 80),
  'Devious Joker': chipsIfContains('Straight', 100),
  'Crafty Joker': chipsIfContains('Flush', 80),
  Banner: { main: (ctx) => chipsUnlessZero(30 * Math.max(0, ctx.discardsLeft)) },
  'Scary Face': {
    scoredCard: (ctx, _self, card) => (ctx.isFace(card) ? { chips: 30 } : undefined),
  },
  'Odd Todd': {
    scoredCard: (_ctx, _self, card) => (ODD_TODD_IDS.has(card.rankId) ? { chips: 31 } : undefined),
  },
  // Shrinks by 5 after the hand scores, so this hand gets the value shown (100 when bought).
  'Ice Cream': chipsFromState(100),
  'Blue Joker': {
    main: (ctx, self) => chipsUnlessZero(self.state.chips ?? 2 * getDeckRemaining(ctx)),
  },
  'Stone Joker': {
    main: (ctx, self) => chipsUnlessZero(self.state.chips ?? 25 * countKnownStoneCards(ctx)),
  },
  // Money includes what this hand has already paid (the game's `dollar_buffer`); debt gives 0.
  // A typed `state` wins, as the card showed it before this hand paid anything.
  Bull: {
    main: (ctx, self) => chipsUnlessZero(self.state.chips ?? 2 * Math.max(0, ctx.money)),
  },
  // Grows by discarding the round's suit, which never happens while a hand scores.
  Castle: chipsFromState(0),
  Arrowhead: chipsPerSuit('spades', 50),
  Stuntman: { main: () => ({ chips: 250 }) },
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
