// Sell values that grow while owned (1.0.1o card.lua: Egg and Gift Card at `end_of_round`,
// `Card:set_cost` adding `ability.extra_value`), through Next Round, Skip and Sell.
import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import { sellConsumable, sellJoker, skipBlind } from './moves';
import { advanceRound } from './round';
import { getConsumableSellValue, getJokerSellValue } from './sell-values';
import { unwrap, withFrozen } from './test-helpers';
import type { JokerEntry, RunState } from './types';

const joker = (name: JokerEntry['name'], extra: Partial<JokerEntry> = {}): JokerEntry => ({
  name,
  edition: null,
  stickers: [],
  ...extra,
});

function runWith(jokers: readonly JokerEntry[]): RunState {
  return {
    ...createRun('Red Deck', 'White Stake', { money: 10 }),
    jokers,
    consumables: [{ name: 'Jupiter', type: 'Planet', price: 3 }],
  };
}

describe('getJokerSellValue', () => {
  it.each([
    // Egg costs $4: $2, plus what it gained.
    ['a plain Egg', joker('Egg'), [], 2],
    ['an Egg that gained $60', joker('Egg', { extraValue: 60 }), [], 62],
    // A Rental Joker costs $1, so sells for $1 (plus its gain).
    ['a Rental Egg that gained $3', joker('Egg', { stickers: ['Rental'], extraValue: 3 }), [], 4],
    // Clearance Sale lowers the price the half is taken of, never the gain.
    [
      'an Egg that gained $6, after Clearance Sale',
      joker('Egg', { extraValue: 6 }),
      ['Clearance Sale'],
      7,
    ],
  ] as const)('%s', (_label, entry, vouchers, value) => {
    expect(getJokerSellValue({ vouchers }, entry)).toBe(value);
  });

  it('adds a consumable’s gain to its half price', () => {
    const run = runWith([]);
    expect(getConsumableSellValue(run, { name: 'Jupiter', type: 'Planet', price: 3 })).toBe(1);
    expect(
      getConsumableSellValue(run, { name: 'Jupiter', type: 'Planet', price: 3, extraValue: 2 }),
    ).toBe(3);
  });
});

describe('Next Round: the round end raises sell values', () => {
  it('adds $3 to Egg and to no other Joker', () => {
    const start = runWith([joker('Egg', { extraValue: 60 }), joker('Blueprint')]);
    const next = unwrap(withFrozen(start, advanceRound));
    expect(next.jokers.map((entry) => entry.extraValue)).toEqual([63, undefined]);
    expect(next.consumables[0]?.extraValue).toBeUndefined();
  });

  it('adds $1 per Gift Card to every Joker, itself included, and every consumable', () => {
    const start = runWith([joker('Gift Card'), joker('Egg'), joker('Gift Card'), joker('Joker')]);
    const next = unwrap(withFrozen(start, advanceRound));
    expect(next.jokers.map((entry) => entry.extraValue)).toEqual([2, 5, 2, 2]);
    expect(next.consumables.map((entry) => entry.extraValue)).toEqual([2]);
  });

  it('leaves the Jokers untouched when neither Egg nor Gift Card is owned', () => {
    const start = runWith([joker('Blueprint')]);
    expect(unwrap(advanceRound(start)).jokers).toBe(start.jokers);
  });

  it('raises nothing on a skipped blind: skipping ends no round', () => {
    const start = runWith([joker('Egg'), joker('Gift Card')]);
    const { run } = unwrap(skipBlind(start, 'Rare Tag'));
    expect(run.jokers).toEqual(start.jokers);
  });
});

describe('selling what gained value', () => {
  it('pays the gain: an Egg after two rounds sells for $8', () => {
    const twoRounds = unwrap(advanceRound(unwrap(advanceRound(runWith([joker('Egg')])))));
    const { run, log } = unwrap(sellJoker(twoRounds, 0));
    expect(run.money).toBe(twoRounds.money + 8);
    expect(log).toBe('Sold Egg for $8');
  });

  it('pays a consumable’s gain from Gift Card', () => {
    const start = unwrap(advanceRound(runWith([joker('Gift Card')])));
    const { run } = unwrap(sellConsumable(start, 0));
    expect(run.money).toBe(start.money + 2);
  });
});
