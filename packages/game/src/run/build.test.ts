import { describe, expect, it } from 'vitest';
import { toConsumable } from './catalog';
import { addConsumable, getConsumablesTotalCost, removeConsumable } from './consumables';
import { createRun } from './create-run';
import {
  addJoker,
  getJokerCapacity,
  moveJoker,
  removeJoker,
  setJokerEdition,
  setJokerStickers,
} from './jokers';
import { unwrap, withFrozen } from './test-helpers';
import type { RunState } from './types';
import { addVoucher, getVouchersOnOffer, removeVoucher } from './vouchers';

const base = createRun('Red Deck', 'White Stake');

function withJokers(count: number, run: RunState = base): RunState {
  let next = run;
  for (let index = 0; index < count; index += 1) next = unwrap(addJoker(next, { name: 'Joker' }));
  return next;
}

describe('Jokers (docs/product/workspace.md Joker entry cap)', () => {
  it('adds with edition and stickers in the game order, without mutating', () => {
    const run = unwrap(
      withFrozen(base, (frozen) =>
        addJoker(frozen, {
          name: 'Joker',
          edition: 'foil',
          stickers: ['Rental', 'Eternal', 'Rental'],
        }),
      ),
    );
    expect(run.jokers).toEqual([
      { name: 'Joker', edition: 'foil', stickers: ['Eternal', 'Rental'] },
    ]);
  });

  it.each([
    {
      deck: 'Red Deck',
      slots: 5,
      source: 'docs/product/workspace.md capped at 5; facts startingState.jokerSlots',
    },
    { deck: 'Black Deck', slots: 6, source: 'facts decks[b_black].modifiers.jokerSlots +1' },
    { deck: 'Painted Deck', slots: 4, source: 'facts decks[b_painted].modifiers.jokerSlots -1' },
  ] as const)('$deck holds $slots Jokers, then NO_FREE_JOKER_SLOT ($source)', ({ deck, slots }) => {
    const full = withJokers(slots, createRun(deck, 'White Stake'));
    expect(addJoker(full, { name: 'Joker' })).toEqual({ ok: false, code: 'NO_FREE_JOKER_SLOT' });
  });

  it('a Negative Joker adds a slot (facts: editions[negative].slots 1)', () => {
    const full = withJokers(5);
    const withNegative = unwrap(addJoker(full, { name: 'Joker', edition: 'negative' }));
    expect(getJokerCapacity(withNegative)).toBe(6);
    expect(addJoker(withNegative, { name: 'Joker' })).toEqual({
      ok: false,
      code: 'NO_FREE_JOKER_SLOT',
    });
  });

  it('Antimatter adds a slot (facts: vouchers[Antimatter])', () => {
    const run = unwrap(addVoucher(unwrap(addVoucher(withJokers(5), 'Blank')), 'Antimatter'));
    expect(unwrap(addJoker(run, { name: 'Joker' })).jokers).toHaveLength(6);
  });

  it('taking Negative off a Joker needs a free slot afterwards', () => {
    const run = unwrap(addJoker(withJokers(5), { name: 'Joker', edition: 'negative' }));
    expect(setJokerEdition(run, 5, 'foil')).toEqual({ ok: false, code: 'NO_FREE_JOKER_SLOT' });
    expect(unwrap(setJokerEdition(withJokers(1), 0, 'holographic')).jokers[0]?.edition).toBe(
      'holographic',
    );
  });

  it.each([
    { name: 'removeJoker', act: (run: RunState) => removeJoker(run, 3) },
    { name: 'setJokerEdition', act: (run: RunState) => setJokerEdition(run, -1, null) },
    { name: 'setJokerStickers', act: (run: RunState) => setJokerStickers(run, 9, []) },
    { name: 'moveJoker', act: (run: RunState) => moveJoker(run, 0, 4) },
  ])('$name fails with JOKER_NOT_FOUND for a missing position', ({ act }) => {
    expect(act(withJokers(2))).toEqual({ ok: false, code: 'JOKER_NOT_FOUND' });
  });

  it('INCOMPATIBLE_STICKERS: Eternal and Perishable exclude each other (facts: stickers[Perishable].note)', () => {
    expect(addJoker(base, { name: 'Joker', stickers: ['Eternal', 'Perishable'] })).toEqual({
      ok: false,
      code: 'INCOMPATIBLE_STICKERS',
    });
    expect(setJokerStickers(withJokers(1), 0, ['Perishable', 'Eternal'])).toEqual({
      ok: false,
      code: 'INCOMPATIBLE_STICKERS',
    });
    expect(
      unwrap(setJokerStickers(withJokers(1), 0, ['Perishable', 'Rental'])).jokers[0]?.stickers,
    ).toEqual(['Perishable', 'Rental']);
  });

  it('removes by position, so one of two copies stays (Showman duplicates)', () => {
    const run = unwrap(addJoker(withJokers(2), { name: 'Blueprint' }));
    const removed = unwrap(withFrozen(run, (frozen) => removeJoker(frozen, 0)));
    expect(removed.jokers.map((joker) => joker.name)).toEqual(['Joker', 'Blueprint']);
  });

  it('moves a Joker, because Jokers score left to right (facts: scoringOrder)', () => {
    const run = unwrap(addJoker(withJokers(2), { name: 'Blueprint' }));
    expect(unwrap(moveJoker(run, 2, 0)).jokers.map((joker) => joker.name)).toEqual([
      'Blueprint',
      'Joker',
      'Joker',
    ]);
  });
});

describe('vouchers (docs/product/workspace.md; facts vouchers)', () => {
  it.each([
    { owned: [], add: 'Grabber', code: null, source: 'facts vouchers[Grabber] base' },
    {
      owned: ['Grabber'],
      add: 'Grabber',
      code: 'VOUCHER_ALREADY_OWNED',
      source: 'docs/product/workspace.md only if not already owned',
    },
    {
      owned: [],
      add: 'Nacho Tong',
      code: 'VOUCHER_REQUIRES_BASE',
      source: 'facts vouchers[Nacho Tong].requires Grabber',
    },
    {
      owned: ['Grabber'],
      add: 'Nacho Tong',
      code: null,
      source: 'facts vouchers[Nacho Tong].requires Grabber',
    },
    {
      owned: ['Wasteful'],
      add: 'Liquidation',
      code: 'VOUCHER_REQUIRES_BASE',
      source: 'facts vouchers[Liquidation].requires Clearance Sale',
    },
  ] as const)('owning $owned, adding $add → $code ($source)', ({ owned, add, code }) => {
    const run = owned.reduce((state, voucher) => unwrap(addVoucher(state, voucher)), base);
    const result = withFrozen(run, (frozen) => addVoucher(frozen, add));
    if (code === null) expect(unwrap(result).vouchers).toEqual([...owned, add]);
    else expect(result).toEqual({ ok: false, code });
  });

  it('removing: VOUCHER_NOT_OWNED and VOUCHER_REQUIRED_BY_UPGRADE', () => {
    const run = unwrap(addVoucher(unwrap(addVoucher(base, 'Grabber')), 'Nacho Tong'));
    expect(removeVoucher(run, 'Wasteful')).toEqual({ ok: false, code: 'VOUCHER_NOT_OWNED' });
    expect(removeVoucher(run, 'Grabber')).toEqual({
      ok: false,
      code: 'VOUCHER_REQUIRED_BY_UPGRADE',
    });
    const withoutUpgrade = unwrap(removeVoucher(run, 'Nacho Tong'));
    expect(withoutUpgrade).toMatchObject({ vouchers: ['Grabber'], hands: 5 });
    expect(unwrap(removeVoucher(withoutUpgrade, 'Grabber'))).toMatchObject({
      vouchers: [],
      hands: 4,
    });
  });

  it('the shop offers the Vouchers not owned, an upgrade only after its base', () => {
    expect(getVouchersOnOffer(base)).toHaveLength(16); // the 16 bases (facts: vouchers)
    const run = unwrap(addVoucher(base, 'Grabber'));
    const offered = getVouchersOnOffer(run);
    expect(offered).toHaveLength(16); // 15 bases left, and Grabber's upgrade
    expect(offered).toContain('Nacho Tong');
    expect(offered).not.toContain('Grabber');
    expect(getVouchersOnOffer(unwrap(addVoucher(run, 'Nacho Tong')))).toHaveLength(15);
  });

  it('Crystal Ball adds a consumable slot and Paint Brush a card of hand size (facts vouchers)', () => {
    const run = unwrap(addVoucher(unwrap(addVoucher(base, 'Crystal Ball')), 'Paint Brush'));
    expect(run).toMatchObject({ consumableSlots: 3, handSize: 9 });
  });
});

describe('consumables (docs/product/workspace.md remove buttons and total cost)', () => {
  it('adds up to the slots, removes by position and sums the cost', () => {
    const one = unwrap(
      withFrozen(base, (frozen) => addConsumable(frozen, toConsumable('The Fool'))),
    );
    const two = unwrap(addConsumable(one, toConsumable('Black Hole')));
    expect(getConsumablesTotalCost(two)).toBe(7);
    expect(addConsumable(two, toConsumable('Pluto'))).toEqual({
      ok: false,
      code: 'NO_FREE_CONSUMABLE_SLOT',
    });
    expect(unwrap(removeConsumable(two, 0)).consumables.map((item) => item.name)).toEqual([
      'Black Hole',
    ]);
    expect(removeConsumable(two, 2)).toEqual({ ok: false, code: 'CONSUMABLE_NOT_FOUND' });
  });

  it('Nebula Deck holds a single consumable (facts decks[b_nebula].modifiers.consumableSlots -1)', () => {
    const run = unwrap(
      addConsumable(createRun('Nebula Deck', 'White Stake'), toConsumable('Pluto')),
    );
    expect(addConsumable(run, toConsumable('Mars'))).toEqual({
      ok: false,
      code: 'NO_FREE_CONSUMABLE_SLOT',
    });
  });

  it('toConsumable prices by type (facts: tarots $3, planets $3, spectrals $4, packs $4-$8)', () => {
    const names = ['The Fool', 'Pluto', 'Ankh', 'Jumbo Arcana Pack'] as const;
    expect(names.map((name) => toConsumable(name))).toEqual([
      { name: 'The Fool', type: 'Tarot', price: 3 },
      { name: 'Pluto', type: 'Planet', price: 3 },
      { name: 'Ankh', type: 'Spectral', price: 4 },
      { name: 'Jumbo Arcana Pack', type: 'Booster Pack', price: 6 },
    ]);
  });
});
