import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import {
  addShopItem,
  buyShopItem,
  getShopRerollCost,
  rerollShop,
  type ShopItemInput,
} from './shop';
import { unwrap, withFrozen } from './test-helpers';
import type { RunState } from './types';
import { addVoucher } from './vouchers';

const base = createRun('Red Deck', 'White Stake', { money: 50 });

function withItem(input: ShopItemInput, run: RunState = base): RunState {
  return unwrap(addShopItem(run, input));
}

describe('rerolls (facts: economy.reroll)', () => {
  it.each([
    { vouchers: [], rerolls: 0, cost: 5, source: 'facts economy.reroll starts at $5' },
    { vouchers: [], rerolls: 3, cost: 8, source: 'facts economy.reroll +$1 per reroll' },
    {
      vouchers: ['Reroll Surplus'],
      rerolls: 0,
      cost: 3,
      source: 'facts vouchers[Reroll Surplus] -$2',
    },
    {
      vouchers: ['Reroll Surplus', 'Reroll Glut'],
      rerolls: 1,
      cost: 2,
      source: 'facts vouchers[Reroll Glut] another -$2',
    },
  ] as const)(
    '$rerolls rerolls with $vouchers cost $cost ($source)',
    ({ vouchers, rerolls, cost }) => {
      expect(getShopRerollCost({ ...base, vouchers, shopRerolls: rerolls })).toBe(cost);
    },
  );

  it('charges the cost, counts the reroll and keeps only vouchers and packs', () => {
    let run = withItem({ type: 'Joker', name: 'Joker' });
    run = withItem({ type: 'Voucher', name: 'Grabber' }, run);
    run = withItem({ type: 'Booster Pack', name: 'Arcana Pack' }, run);
    const rerolled = unwrap(withFrozen(run, rerollShop));
    expect(rerolled).toMatchObject({ money: 45, shopRerolls: 1 });
    expect(rerolled.shopItems.map((item) => item.type)).toEqual(['Voucher', 'Booster Pack']);
    expect(unwrap(rerollShop(rerolled)).money).toBe(39);
  });
});

describe('vouchers that move the ante (facts: vouchers[Hieroglyph, Petroglyph])', () => {
  it.each([
    {
      owned: [],
      voucher: 'Hieroglyph',
      ante: 3,
      expected: { ante: 2, hands: 3, targetScore: 800 },
      source: 'facts vouchers[Hieroglyph]; targetsByAnte.white[2]',
    },
    {
      owned: ['Hieroglyph'],
      voucher: 'Petroglyph',
      ante: 1,
      expected: { ante: 0, hands: 3, discards: 3, targetScore: 100 },
      source: 'facts vouchers[Petroglyph] (requires Hieroglyph); blinds.baseChipsAnte0',
    },
  ] as const)(
    'buying $voucher on ante $ante sends the ante back ($source)',
    ({ owned, voucher, ante, expected }) => {
      const start = owned.reduce(
        (run, name) => unwrap(addVoucher(run, name)),
        createRun('Red Deck', 'White Stake', { money: 50, ante }),
      );
      const stocked = withItem({ type: 'Voucher', name: voucher }, start);
      expect(unwrap(buyShopItem(stocked, 1))).toMatchObject(expected);
    },
  );

  it('recording an owned Hieroglyph does not move the ante', () => {
    const run = createRun('Red Deck', 'White Stake', { ante: 3 });
    expect(unwrap(addVoucher(run, 'Hieroglyph')).ante).toBe(3);
  });
});
