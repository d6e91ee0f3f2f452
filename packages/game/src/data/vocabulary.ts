// The game's core vocabulary, spelled as the calculator scenario format spells it
// (packages/game/test/reference/calculator-scenario.md). Every union is derived from its array so a
// value can never be written twice.

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export const FACE_RANKS = ['J', 'Q', 'K'] as const satisfies readonly Rank[];

export const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];

export const ENHANCEMENTS = [
  'bonus',
  'mult',
  'wild',
  'glass',
  'steel',
  'stone',
  'gold',
  'lucky',
] as const;
export type Enhancement = (typeof ENHANCEMENTS)[number];

/** Negative is never rolled on playing cards (facts: editions). */
export const CARD_EDITIONS = ['foil', 'holographic', 'polychrome'] as const;
export type CardEdition = (typeof CARD_EDITIONS)[number];

export const JOKER_EDITIONS = ['foil', 'holographic', 'polychrome', 'negative'] as const;
export type JokerEdition = (typeof JOKER_EDITIONS)[number];

export const SEALS = ['gold', 'red', 'blue', 'purple'] as const;
export type Seal = (typeof SEALS)[number];

/** In the game's order, weakest first (facts: pokerHands). */
export const POKER_HAND_NAMES = [
  'High Card',
  'Pair',
  'Two Pair',
  'Three of a Kind',
  'Straight',
  'Flush',
  'Full House',
  'Four of a Kind',
  'Straight Flush',
  'Five of a Kind',
  'Flush House',
  'Flush Five',
] as const;
export type PokerHandName = (typeof POKER_HAND_NAMES)[number];

export const BLIND_TYPES = ['small', 'big', 'boss'] as const;
export type BlindType = (typeof BLIND_TYPES)[number];

/** How chance effects resolve in the calculator (scenario format, "Luck"). */
export const LUCK_MODES = ['none', 'average', 'all'] as const;
export type LuckMode = (typeof LUCK_MODES)[number];
