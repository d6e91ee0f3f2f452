// Jokers that add +Mult (some also +Chips), in collection order. Numbers are the 1.0.1o
// `config` values of each Joker (facts: jokers[].effect paraphrases them).
import type { JokerName } from '../../data/jokers';
import type { PokerHandName, Suit } from '../../data/vocabulary';
import {
  contains,
  getSellValue,
  getStartingDeckSize,
  hasRank,
  multUnlessZero,
} from './effects-support';
import type { CardView, JokerEffect } from './types';

/** Greedy, Lusty, Wrathful and Gluttonous Joker: +Mult per scoring card of one suit. */
function multPerSuit(suit: Suit, mult: number): JokerEffect {
  return { scoredCard: (ctx, _self, card) => (ctx.isSuit(card, suit) ? { mult } : undefined) };
}

/** Jolly, Zany, Mad, Crazy and Droll Joker: +Mult when the play contains a hand. */
function multIfContains(hand: PokerHandName, mult: number): JokerEffect {
  return { main: (ctx) => (contains(ctx, hand) ? { mult } : undefined) };
}

/** A "Currently +N Mult" Joker whose value moves outside scoring (Red Card, Popcorn...). */
function multFromState(initial: number): JokerEffect {
  return { main: (_ctx, self) => multUnlessZero(self.state.mult ?? initial) };
}

/**
 * Raised Fist's card: the held card with the lowest rank, the rightmost one on a tie
 * (the game compares with `>=`), Stone cards skipped. Its index into `held`.
 */
export function findRaisedFistCard(held: readonly CardView[]): number | undefined {
  let lowest = 15;
  let found: number | undefined;
  for (const card of held) {
    if (card.enhancement !== 'stone' && card.rankId <= lowest) {
      lowest = card.rankId;
      found = card.index;
    }
  }
  return found;
}

const FIBONACCI_IDS: ReadonlySet<number> = new Set([2, 3, 5, 8, 14]);

export const JOKER_EFFECTS = {
  Joker: { main: () => ({ mult: 4 }) },
  'Greedy Joker': multPerSuit('diamonds', 3),
  'Lusty Joker': multPerSuit('hearts', 3),
  'Wrathful Joker': multPerSuit('spades', 3),
  'Gluttonous Joker': multPerSuit('clubs', 3),
  'Jolly Joker': multIfContains('Pair', 8),
  'Zany Joker': multIfContains('Three of a Kind', 12),
  'Mad Joker': multIfContains('Two Pair', 10),
  'Crazy Joker': multIfContains('Straight', 12),
  'Droll Joker': multIfContains('Flush', 10),
  // Counts every played card, scoring or not (`#context.full_hand <= 3`).
  'Half Joker': { main: (ctx) => (ctx.played.length <= 3 ? { mult: 20 } : undefined) },
  // Gains double the destroyed Joker's sell value at blind select, so only `state` knows it.
  'Ceremonial Dagger': multFromState(0),
  'Mystic Summit': { main: (ctx) => (ctx.discardsLeft === 0 ? { mult: 15 } : undefined) },
  // `pseudorandom('misprint', 0, 23)`: luck picks 0, 23 or the mean 11.5.
  Misprint: { main: (ctx) => ({ mult: ctx.roll(0, 23) }) },
  // A held-card effect, so Mime and Red Seals repeat it; 2 × the card's chip value (Ace 11).
  'Raised Fist': {
    heldCard: (ctx, _self, card) =>
      findRaisedFistCard(ctx.held) === card.index ? { mult: 2 * card.rankChips } : undefined,
  },
  Fibonacci: {
    scoredCard: (_ctx, _self, card) => (FIBONACCI_IDS.has(card.rankId) ? { mult: 8 } : undefined),
  },
  // Every Joker counts, itself and debuffed ones included; `state` wins.
  'Abstract Joker': {
    main: (ctx, self) => multUnlessZero(self.state.mult ?? 3 * ctx.jokers.length),
  },
  'Gros Michel': { main: () => ({ mult: 15 }) },
  'Even Steven': {
    scoredCard: (_ctx, _self, card) =>
      card.rankId >= 2 && card.rankId <= 10 && card.rankId % 2 === 0 ? { mult: 4 } : undefined,
  },
  Scholar: {
    scoredCard: (_ctx, _self, card) => (hasRank(card, 'A') ? { chips: 20, mult: 4 } : undefined),
  },
  // The game counts this play before Jokers score, so it is the plays so far plus one.
  Supernova: { main: (ctx) => ({ mult: (ctx.handsPlayed[ctx.hand] ?? 0) + 1 }) },
  'Red Card': multFromState(0),
  // +4 Mult per card below the deck's starting size; `state` wins over `fullDeckSize`.
  Erosion: {
    main: (ctx, self) => {
      const missing =
        ctx.fullDeckSize === undefined ? 0 : getStartingDeckSize(ctx.deck) - ctx.fullDeckSize;
      return multUnlessZero(self.state.mult ?? 4 * Math.max(0, missing));
    },
  },
  'Fortune Teller': multFromState(0),
  'Flash Card': multFromState(0),
  // Loses 4 at round end, so a hand always scores the value shown (20 when bought).
  Popcorn: multFromState(20),
  'Walkie Talkie': {
    scoredCard: (_ctx, _self, card) =>
      hasRank(card, '10') || hasRank(card, '4') ? { chips: 10, mult: 4 } : undefined,
  },
  'Smiley Face': {
    scoredCard: (ctx, _self, card) => (ctx.isFace(card) ? { mult: 5 } : undefined),
  },
  // The other Jokers' sell values (typed, else price + edition halved); `state` wins.
  Swashbuckler: {
    main: (ctx, self) => {
      const others = ctx.jokers.filter((joker) => joker.index !== self.index);
      const total = others.reduce((sum, joker) => sum + getSellValue(joker), 0);
      return multUnlessZero(self.state.mult ?? total);
    },
  },
  'Onyx Agate': multPerSuit('clubs', 7),
  // Held Queens; a held-card effect like Baron, so Mime repeats it.
  'Shoot the Moon': {
    heldCard: (_ctx, _self, card) => (hasRank(card, 'Q') ? { mult: 13 } : undefined),
  },
  // Money includes what this hand has already paid (the game's `dollar_buffer`). A typed
  // `state` wins, as the card showed it before this hand paid anything.
  Bootstraps: {
    main: (ctx, self) =>
      multUnlessZero(self.state.mult ?? 2 * Math.max(0, Math.floor(ctx.money / 5))),
  },
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
