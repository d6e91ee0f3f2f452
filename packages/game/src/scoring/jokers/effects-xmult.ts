// Jokers that multiply Mult, in collection order (1.0.1o `config` values). The ones that
// grow while a hand scores (Obelisk, Vampire, Lucky Cat) are in effects-scaling.ts.
import { findJoker } from '../../data/jokers';
import type { JokerName } from '../../data/jokers';
import type { PokerHandName, Suit } from '../../data/vocabulary';
import {
  contains,
  getJokerCapacity,
  hasRank,
  isSuitForFlush,
  xmultUnlessOne,
} from './effects-support';
import type { CardView, JokerEffect, ScoringContext } from './types';

/** The Duo, Trio, Family, Order and Tribe: ×Mult when the play contains a hand. */
function xmultIfContains(hand: PokerHandName, xmult: number): JokerEffect {
  return { main: (ctx) => (contains(ctx, hand) ? { xmult } : undefined) };
}

/** A "Currently XN Mult" Joker whose value moves outside scoring (Hologram, Canio...). */
function xmultFromState(initial: number): JokerEffect {
  return { main: (_ctx, self) => xmultUnlessOne(self.state.xmult ?? initial) };
}

/** Cards in play and in hand: all that is known of the full deck without `state`. */
function getKnownCards(ctx: ScoringContext): readonly CardView[] {
  return [...ctx.played, ...ctx.held];
}

/** The order Flower Pot and Seeing Double test suits in. */
const SUIT_TEST_ORDER = ['hearts', 'diamonds', 'spades', 'clubs'] as const satisfies Suit[];
const SEEING_DOUBLE_WILD_ORDER = [
  'clubs',
  'diamonds',
  'spades',
  'hearts',
] as const satisfies Suit[];

/**
 * Flower Pot's check as the game runs it: each non-Wild scoring card fills the first of
 * its suits still missing (Hearts, Diamonds, Spades, Clubs), then Wild cards fill the gaps.
 */
function hasEverySuit(ctx: ScoringContext): boolean {
  const found = new Set<Suit>();
  const fill = (card: CardView, ignoreDebuff: boolean): void => {
    const suit = SUIT_TEST_ORDER.find((s) => !found.has(s) && ctx.isSuit(card, s, ignoreDebuff));
    if (suit) found.add(suit);
  };
  ctx.scoring.filter((card) => card.enhancement !== 'wild').forEach((card) => fill(card, true));
  ctx.scoring.filter((card) => card.enhancement === 'wild').forEach((card) => fill(card, false));
  return found.size === SUIT_TEST_ORDER.length;
}

/**
 * Seeing Double's check: non-Wild cards count under every suit they match (Smeared Joker
 * makes a Spade a Club too); a Wild card fills the first missing of Clubs, Diamonds, Spades,
 * Hearts.
 */
function hasClubAndOtherSuit(ctx: ScoringContext): boolean {
  const found = new Set<Suit>();
  for (const card of ctx.scoring.filter((c) => c.enhancement !== 'wild')) {
    SUIT_TEST_ORDER.filter((suit) => ctx.isSuit(card, suit)).forEach((suit) => found.add(suit));
  }
  for (const card of ctx.scoring.filter((c) => c.enhancement === 'wild')) {
    const suit = SEEING_DOUBLE_WILD_ORDER.find((s) => !found.has(s) && ctx.isSuit(card, s));
    if (suit) found.add(suit);
  }
  return (
    found.has('clubs') && (found.has('hearts') || found.has('diamonds') || found.has('spades'))
  );
}

export const JOKER_EFFECTS = {
  // X1 per empty slot, and every Stencil counts as empty (Negative Jokers add a slot);
  // `state` ("Currently X3") wins, as the slots may not be typed.
  'Joker Stencil': {
    main: (ctx, self) => {
      const stencils = ctx.jokers.filter((joker) => joker.name === 'Joker Stencil').length;
      const derived = getJokerCapacity(ctx) - ctx.jokers.length + stencils;
      return xmultUnlessOne(self.state.xmult ?? Math.max(1, derived));
    },
  },
  // `state.count` is the hands remaining shown on the card; 0 ("Active!") fires this hand.
  'Loyalty Card': { main: (_ctx, self) => (self.state.count === 0 ? { xmult: 4 } : undefined) },
  // X0.2 per Steel card in the full deck; without `state` only the known cards count.
  'Steel Joker': {
    main: (ctx, self) => {
      const steel = getKnownCards(ctx).filter((card) => card.enhancement === 'steel').length;
      return xmultUnlessOne(self.state.xmult ?? 1 + 0.2 * steel);
    },
  },
  // Every held card (vacuously none) must be a Spade or Club by the flush rules.
  Blackboard: {
    main: (ctx) =>
      ctx.held.every(
        (card) => isSuitForFlush(ctx, card, 'spades') || isSuitForFlush(ctx, card, 'clubs'),
      )
        ? { xmult: 3 }
        : undefined,
  },
  Constellation: xmultFromState(1),
  Cavendish: { main: () => ({ xmult: 3 }) },
  // This hand type was already played this round (the game counts this play first, `> 1`).
  'Card Sharp': {
    main: (ctx) => ((ctx.handsPlayedThisRound[ctx.hand] ?? 0) >= 1 ? { xmult: 3 } : undefined),
  },
  Madness: xmultFromState(1),
  Hologram: xmultFromState(1),
  // A held-card effect, so Mime and Red Seals repeat it.
  Baron: { heldCard: (_ctx, _self, card) => (hasRank(card, 'K') ? { xmult: 1.5 } : undefined) },
  // Only the first face card among the scoring cards, on each of its triggers.
  Photograph: {
    orderSensitive: true,
    scoredCard: (ctx, _self, card) =>
      ctx.scoring.find((c) => ctx.isFace(c))?.index === card.index ? { xmult: 2 } : undefined,
  },
  // The round's suit is only known from `state.suit`; without it nothing matches.
  'Ancient Joker': {
    scoredCard: (ctx, self, card) => {
      const suit = self.state.suit;
      return suit && ctx.isSuit(card, suit) ? { xmult: 1.5 } : undefined;
    },
  },
  Ramen: xmultFromState(2),
  Campfire: xmultFromState(1),
  // `handsLeft` counts this hand, so 1 is the round's last.
  Acrobat: { main: (ctx) => (ctx.handsLeft === 1 ? { xmult: 3 } : undefined) },
  Throwback: xmultFromState(1),
  Bloodstone: {
    scoredCard: (ctx, _self, card) =>
      ctx.isSuit(card, 'hearts') ? { xmult: 1.5, chance: { denominator: 2 } } : undefined,
  },
  'Glass Joker': xmultFromState(1),
  'Flower Pot': { main: (ctx) => (hasEverySuit(ctx) ? { xmult: 3 } : undefined) },
  // Rank and suit of the round are only known from `state`; a Wild card of the rank counts.
  'The Idol': {
    scoredCard: (ctx, self, card) => {
      const { rank, suit } = self.state;
      return rank && suit && hasRank(card, rank) && ctx.isSuit(card, suit)
        ? { xmult: 2 }
        : undefined;
    },
  },
  'Seeing Double': { main: (ctx) => (hasClubAndOtherSuit(ctx) ? { xmult: 2 } : undefined) },
  'Hit the Road': xmultFromState(1),
  'The Duo': xmultIfContains('Pair', 2),
  'The Trio': xmultIfContains('Three of a Kind', 3),
  'The Family': xmultIfContains('Four of a Kind', 4),
  'The Order': xmultIfContains('Straight', 3),
  'The Tribe': xmultIfContains('Flush', 2),
  // 16+ Enhanced cards in the full deck: `state.count` as shown, else the known cards.
  "Driver's License": {
    main: (ctx, self) => {
      const known = getKnownCards(ctx).filter((card) => card.enhancement !== undefined).length;
      return (self.state.count ?? known) >= 16 ? { xmult: 3 } : undefined;
    },
  },
  // After each Uncommon Joker's own effect, debuffed ones included (facts: scoringOrder 7).
  'Baseball Card': {
    otherJoker: (_ctx, _self, other) =>
      findJoker(other.name)?.rarity === 'Uncommon' ? { xmult: 1.5 } : undefined,
  },
  Canio: xmultFromState(1),
  Triboulet: {
    scoredCard: (_ctx, _self, card) =>
      hasRank(card, 'K') || hasRank(card, 'Q') ? { xmult: 2 } : undefined,
  },
  Yorick: xmultFromState(1),
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
