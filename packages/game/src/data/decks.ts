// The 15 decks and how each changes the run's start (facts: decks). Modifiers are changes
// to the starting state (economy.ts), e.g. Red Deck `discards: 1` means one more discard.
import type { ConsumableName } from './consumables';
import { createCatalog } from './lookup';
import type { VoucherName } from './vouchers';

export interface DeckModifiers {
  readonly hands?: number;
  readonly discards?: number;
  /** Extra starting money. */
  readonly money?: number;
  readonly handSize?: number;
  readonly jokerSlots?: number;
  readonly consumableSlots?: number;
  /** The starting deck size when it is not 52 (Abandoned Deck has no face cards). */
  readonly deckSize?: number;
  /** Green Deck pays per unused hand and discard instead of the usual $1 per hand. */
  readonly moneyPerRemainingHand?: number;
  readonly moneyPerRemainingDiscard?: number;
  /** false: no interest at all (Green Deck). */
  readonly interest?: boolean;
  readonly vouchers?: readonly VoucherName[];
  readonly consumables?: readonly ConsumableName[];
  readonly spectralsInShop?: boolean;
  /** Blind targets are multiplied by this (Plasma Deck 2). */
  readonly blindScaling?: number;
}

export interface DeckDefinition<Name extends string = string> {
  readonly key: string;
  readonly name: Name;
  readonly effect: string;
  readonly modifiers: DeckModifiers;
  readonly unlock: string;
}

export const DECKS = [
  {
    key: 'b_red',
    name: 'Red Deck',
    modifiers: { discards: 1 },
    effect: 'One extra discard in each round.',
    unlock: 'Available from the start',
  },
  {
    key: 'b_blue',
    name: 'Blue Deck',
    modifiers: { hands: 1 },
    effect: 'One extra hand in each round.',
    unlock: 'Discover 20 collection items',
  },
  {
    key: 'b_yellow',
    name: 'Yellow Deck',
    modifiers: { money: 10 },
    effect: 'Begin the run with $10 extra ($14 total).',
    unlock: 'Discover 50 collection items',
  },
  {
    key: 'b_green',
    name: 'Green Deck',
    modifiers: { moneyPerRemainingHand: 2, moneyPerRemainingDiscard: 1, interest: false },
    effect: 'Round end pays $2 per unused hand and $1 per unused discard; interest is disabled.',
    unlock: 'Discover 75 collection items',
  },
  {
    key: 'b_black',
    name: 'Black Deck',
    modifiers: { jokerSlots: 1, hands: -1 },
    effect: '+1 Joker slot, but 1 fewer hand every round.',
    unlock: 'Discover 100 collection items',
  },
  {
    key: 'b_magic',
    name: 'Magic Deck',
    modifiers: { vouchers: ['Crystal Ball'], consumables: ['The Fool', 'The Fool'] },
    effect: 'Starts with the Crystal Ball voucher and two copies of The Fool.',
    unlock: 'Win a run with Red Deck',
  },
  {
    key: 'b_nebula',
    name: 'Nebula Deck',
    modifiers: { vouchers: ['Telescope'], consumableSlots: -1 },
    effect: 'Starts with the Telescope voucher; 1 fewer consumable slot.',
    unlock: 'Win a run with Blue Deck',
  },
  {
    key: 'b_ghost',
    name: 'Ghost Deck',
    modifiers: { consumables: ['Hex'], spectralsInShop: true },
    effect: 'Shop may stock Spectral cards; run begins with a Hex in hand.',
    unlock: 'Win a run with Yellow Deck',
  },
  {
    key: 'b_abandoned',
    name: 'Abandoned Deck',
    modifiers: { deckSize: 40 },
    effect: 'Deck starts without Jacks, Queens or Kings (40 cards).',
    unlock: 'Win a run with Green Deck',
  },
  {
    key: 'b_checkered',
    name: 'Checkered Deck',
    modifiers: {},
    effect: 'Deck starts with 26 Spades and 26 Hearts only.',
    unlock: 'Win a run with Black Deck',
  },
  {
    key: 'b_zodiac',
    name: 'Zodiac Deck',
    modifiers: { vouchers: ['Tarot Merchant', 'Planet Merchant', 'Overstock'] },
    effect: 'Starts with Tarot Merchant, Planet Merchant and Overstock vouchers.',
    unlock: 'Win a run on Red Stake',
  },
  {
    key: 'b_painted',
    name: 'Painted Deck',
    modifiers: { handSize: 2, jokerSlots: -1 },
    effect: '+2 hand size, but 1 fewer Joker slot.',
    unlock: 'Win a run on Green Stake',
  },
  {
    key: 'b_anaglyph',
    name: 'Anaglyph Deck',
    modifiers: {},
    effect: 'Receive a Double Tag after each Boss Blind is defeated.',
    unlock: 'Win a run on Black Stake',
  },
  {
    key: 'b_plasma',
    name: 'Plasma Deck',
    modifiers: { blindScaling: 2 },
    effect:
      'Chips and Mult are averaged (each set to half their sum) before scoring; blind targets doubled.',
    unlock: 'Win a run on Blue Stake',
  },
  {
    key: 'b_erratic',
    name: 'Erratic Deck',
    modifiers: {},
    effect: "Every card's rank and suit is randomised at run start.",
    unlock: 'Win a run on Orange Stake',
  },
] as const satisfies readonly DeckDefinition[];

export type DeckName = (typeof DECKS)[number]['name'];
export type DeckInfo = DeckDefinition<DeckName>;

export const {
  names: DECK_NAMES,
  isName: isDeckName,
  get: getDeck,
} = createCatalog<DeckInfo>(DECKS);
