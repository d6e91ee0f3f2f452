// Where more of a round's limits comes from: the decks and Vouchers that raise it (their
// modifiers, capacity.ts), the Jokers that raise it while owned, the Negative edition and the
// Spectral and Tag that make one (facts: decks[].modifiers, vouchers, jokers[].effect,
// editions, spectrals, tags).
import { DECKS, type DeckModifiers, type DeckName } from '../data/decks';
import type { JokerName } from '../data/jokers';
import type { SpectralName } from '../data/spectrals';
import type { TagName } from '../data/tags';
import { VOUCHERS, type VoucherName } from '../data/vouchers';
import { VOUCHER_CAPACITY, type RunCapacity } from './capacity';

export type CapacityLimit = keyof RunCapacity;

/**
 * Jokers that raise a limit while owned (facts: jokers[].effect): Juggler "Hand size
 * increased by 1", Troubadour "Hand size +2, hands per round -1", Burglar "trades all discards
 * for 3 extra hands", Merry Andy "+3 discards ... at the cost of 1 hand size".
 */
const JOKERS_RAISING: Readonly<Record<CapacityLimit, readonly JokerName[]>> = {
  hands: ['Burglar'],
  discards: ['Drunkard', 'Merry Andy'],
  handSize: ['Juggler', 'Troubadour', 'Turtle Bean'],
  jokerSlots: [],
  consumableSlots: [],
};

export interface CapacitySources {
  readonly decks: readonly DeckName[];
  readonly vouchers: readonly VoucherName[];
  readonly jokers: readonly JokerName[];
  /** The Negative edition adds a slot: a Joker slot on a Joker, a consumable slot on one. */
  readonly negative: boolean;
  /** Ectoplasm makes a random Joker Negative. */
  readonly spectrals: readonly SpectralName[];
  /** Negative Tag makes a shop Joker Negative. */
  readonly tags: readonly TagName[];
}

function raises(modifiers: DeckModifiers, limit: CapacityLimit): boolean {
  return (modifiers[limit] ?? 0) > 0;
}

export function getCapacitySources(limit: CapacityLimit): CapacitySources {
  return {
    decks: DECKS.filter((deck) => raises(deck.modifiers, limit)).map((deck) => deck.name),
    vouchers: VOUCHERS.filter((voucher) => (VOUCHER_CAPACITY[voucher.name]?.[limit] ?? 0) > 0).map(
      (voucher) => voucher.name,
    ),
    jokers: JOKERS_RAISING[limit],
    negative: limit === 'jokerSlots' || limit === 'consumableSlots',
    spectrals: limit === 'jokerSlots' ? ['Ectoplasm'] : [],
    tags: limit === 'jokerSlots' ? ['Negative Tag'] : [],
  };
}
