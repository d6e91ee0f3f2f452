// Per-round limits of a run: hands, discards, hand size, Joker and consumable slots. They
// start from the game's defaults and move with the deck, the stake and owned vouchers
// (facts: startingState, decks[].modifiers, stakes, vouchers).

import { getDeck, type DeckName } from '../data/decks';
import { getStake, type StakeName } from '../data/stakes';
import { STARTING_STATE } from '../data/economy';
import type { VoucherName } from '../data/vouchers';
import type { RunState } from './types';

export interface RunCapacity {
  readonly hands: number;
  readonly discards: number;
  readonly handSize: number;
  readonly jokerSlots: number;
  readonly consumableSlots: number;
}

/**
 * The game's defaults (facts: startingState). The spec gives both 3 and 4 hands
 * (docs/product/workspace.md); the game starts with 4 hands and 3 discards, see ADR
 * docs/decisions/ "hands-and-discards".
 */
export const BASE_CAPACITY: RunCapacity = {
  hands: STARTING_STATE.hands,
  discards: STARTING_STATE.discards,
  handSize: STARTING_STATE.handSize,
  jokerSlots: STARTING_STATE.jokerSlots,
  consumableSlots: STARTING_STATE.consumableSlots,
};

/** Blue Stake (level 5) takes one discard, and every higher stake keeps it (facts: stakes, cumulative). */
const BLUE_STAKE_LEVEL = 5;

/** Vouchers that change a limit (facts: vouchers[].effect). */
export const VOUCHER_CAPACITY: Partial<Record<VoucherName, Partial<RunCapacity>>> = {
  Grabber: { hands: 1 },
  'Nacho Tong': { hands: 1 },
  Hieroglyph: { hands: -1 },
  Wasteful: { discards: 1 },
  Recyclomancy: { discards: 1 },
  Petroglyph: { discards: -1 },
  'Paint Brush': { handSize: 1 },
  Palette: { handSize: 1 },
  Antimatter: { jokerSlots: 1 },
  'Crystal Ball': { consumableSlots: 1 },
};

function addCapacity(base: RunCapacity, delta: Partial<RunCapacity>): RunCapacity {
  return {
    hands: base.hands + (delta.hands ?? 0),
    discards: base.discards + (delta.discards ?? 0),
    handSize: base.handSize + (delta.handSize ?? 0),
    jokerSlots: base.jokerSlots + (delta.jokerSlots ?? 0),
    consumableSlots: base.consumableSlots + (delta.consumableSlots ?? 0),
  };
}

export function getRunCapacity(
  deck: DeckName,
  stake: StakeName,
  vouchers: readonly VoucherName[],
): RunCapacity {
  const modifiers = getDeck(deck).modifiers;
  let capacity = addCapacity(BASE_CAPACITY, {
    hands: modifiers.hands ?? 0,
    discards: (modifiers.discards ?? 0) - (getStake(stake).level >= BLUE_STAKE_LEVEL ? 1 : 0),
    handSize: modifiers.handSize ?? 0,
    jokerSlots: modifiers.jokerSlots ?? 0,
    consumableSlots: modifiers.consumableSlots ?? 0,
  });
  for (const voucher of vouchers) {
    capacity = addCapacity(capacity, VOUCHER_CAPACITY[voucher] ?? {});
  }
  // A limit never goes below zero, and a round always has at least one hand to play.
  return {
    hands: Math.max(1, capacity.hands),
    discards: Math.max(0, capacity.discards),
    handSize: Math.max(1, capacity.handSize),
    jokerSlots: Math.max(0, capacity.jokerSlots),
    consumableSlots: Math.max(0, capacity.consumableSlots),
  };
}

/**
 * The run with `vouchers` owned and its limits recomputed. Hands and discards of the current
 * round move by the same amount as their per-round limit (a Grabber bought in the shop is
 * there for the next blind).
 */
export function withVouchers(run: RunState, vouchers: readonly VoucherName[]): RunState {
  const before = getRunCapacity(run.deck, run.stake, run.vouchers);
  const after = getRunCapacity(run.deck, run.stake, vouchers);
  return {
    ...run,
    vouchers,
    hands: Math.max(1, run.hands + after.hands - before.hands),
    discards: Math.max(0, run.discards + after.discards - before.discards),
    handSize: after.handSize,
    jokerSlots: after.jokerSlots,
    consumableSlots: after.consumableSlots,
  };
}
