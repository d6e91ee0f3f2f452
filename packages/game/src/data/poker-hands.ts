// The 12 poker hands with their level-1 values and per-level gains (facts: pokerHands).
// The spec's Flush House (+40/+3) and Flush Five (+40/+4) gains are wrong; the game uses
// +40/+4 and +50/+3 (ADR 004).
import type { PlanetName } from './planets';
import type { PokerHandName } from './vocabulary';

export interface PokerHandDefinition {
  readonly name: PokerHandName;
  readonly baseChips: number;
  readonly baseMult: number;
  readonly chipsPerLevel: number;
  readonly multPerLevel: number;
  /** The Planet card that levels this hand up. */
  readonly planet: PlanetName;
  /** Secret hands need duplicated or altered cards and stay hidden until first played. */
  readonly secret: boolean;
  readonly definition: string;
}

/** Hand levels as the product allows them (docs/product/workspace.md poker tracker). */
export const MIN_HAND_LEVEL = 1;
export const MAX_HAND_LEVEL = 50;

export const POKER_HANDS = {
  'High Card': {
    name: 'High Card',
    baseChips: 5,
    baseMult: 1,
    chipsPerLevel: 10,
    multPerLevel: 1,
    planet: 'Pluto',
    secret: false,
    definition: 'No other hand formed; only the highest card scores.',
  },
  Pair: {
    name: 'Pair',
    baseChips: 10,
    baseMult: 2,
    chipsPerLevel: 15,
    multPerLevel: 1,
    planet: 'Mercury',
    secret: false,
    definition: 'Two cards of the same rank.',
  },
  'Two Pair': {
    name: 'Two Pair',
    baseChips: 20,
    baseMult: 2,
    chipsPerLevel: 20,
    multPerLevel: 1,
    planet: 'Uranus',
    secret: false,
    definition: 'Two separate pairs.',
  },
  'Three of a Kind': {
    name: 'Three of a Kind',
    baseChips: 30,
    baseMult: 3,
    chipsPerLevel: 20,
    multPerLevel: 2,
    planet: 'Venus',
    secret: false,
    definition: 'Three cards of one rank.',
  },
  Straight: {
    name: 'Straight',
    baseChips: 30,
    baseMult: 4,
    chipsPerLevel: 30,
    multPerLevel: 3,
    planet: 'Saturn',
    secret: false,
    definition: 'Five consecutive ranks (Ace may be high or low).',
  },
  Flush: {
    name: 'Flush',
    baseChips: 35,
    baseMult: 4,
    chipsPerLevel: 15,
    multPerLevel: 2,
    planet: 'Jupiter',
    secret: false,
    definition: 'Five cards of one suit.',
  },
  'Full House': {
    name: 'Full House',
    baseChips: 40,
    baseMult: 4,
    chipsPerLevel: 25,
    multPerLevel: 2,
    planet: 'Earth',
    secret: false,
    definition: 'Three of a kind plus a pair.',
  },
  'Four of a Kind': {
    name: 'Four of a Kind',
    baseChips: 60,
    baseMult: 7,
    chipsPerLevel: 30,
    multPerLevel: 3,
    planet: 'Mars',
    secret: false,
    definition: 'Four cards of one rank.',
  },
  'Straight Flush': {
    name: 'Straight Flush',
    baseChips: 100,
    baseMult: 8,
    chipsPerLevel: 40,
    multPerLevel: 4,
    planet: 'Neptune',
    secret: false,
    definition: 'A straight whose cards share one suit (includes Royal Flush).',
  },
  'Five of a Kind': {
    name: 'Five of a Kind',
    baseChips: 120,
    baseMult: 12,
    chipsPerLevel: 35,
    multPerLevel: 3,
    planet: 'Planet X',
    secret: true,
    definition: 'Five cards of one rank (needs duplicated cards).',
  },
  'Flush House': {
    name: 'Flush House',
    baseChips: 140,
    baseMult: 14,
    chipsPerLevel: 40,
    multPerLevel: 4,
    planet: 'Ceres',
    secret: true,
    definition: 'Full house whose five cards share one suit.',
  },
  'Flush Five': {
    name: 'Flush Five',
    baseChips: 160,
    baseMult: 16,
    chipsPerLevel: 50,
    multPerLevel: 3,
    planet: 'Eris',
    secret: true,
    definition: 'Five cards of identical rank and suit.',
  },
} as const satisfies {
  readonly [Name in PokerHandName]: PokerHandDefinition & { readonly name: Name };
};
