import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import { addJoker } from './jokers';
import {
  addShopItem,
  buyShopItem,
  canBuyShopItem,
  getBuyShopItemError,
  removeShopItem,
  rerollShop,
  resetShop,
  setShopItemEdition,
  setShopItemName,
  setShopItemPrice,
  setShopItemStickers,
  setShopItemType,
  type ShopItemInput,
} from './shop';
import { unwrap, withFrozen } from './test-helpers';
import type { RunState } from './types';
import { addVoucher } from './vouchers';

const base = createRun('Red Deck', 'White Stake', { money: 50 });

function withItem(input: ShopItemInput, run: RunState = base): RunState {
  return unwrap(addShopItem(run, input));
}

function lastId(run: RunState): number {
  return run.nextShopItemId - 1;
}

describe('adding and editing shop items', () => {
  it.each([
    { input: { type: 'Joker', name: 'Joker' }, price: 2, source: 'facts jokers[Joker].cost 2' },
    {
      input: { type: 'Joker', name: 'Blueprint' },
      price: 10,
      source: 'facts jokers[Blueprint].cost 10',
    },
    {
      input: { type: 'Joker', name: 'Joker', edition: 'foil' },
      price: 4,
      source: 'facts editions[foil].shopPriceAdd 2',
    },
    {
      input: { type: 'Joker', name: 'Joker', edition: 'holographic' },
      price: 5,
      source: 'facts editions[holo].shopPriceAdd 3',
    },
    {
      input: { type: 'Joker', name: 'Joker', edition: 'polychrome' },
      price: 7,
      source: 'facts editions[polychrome].shopPriceAdd 5',
    },
    {
      input: { type: 'Joker', name: 'Joker', edition: 'negative' },
      price: 7,
      source: 'facts editions[negative].shopPriceAdd 5',
    },
    {
      input: { type: 'Joker', name: 'Blueprint', stickers: ['Rental'] },
      price: 1,
      source: 'facts stickers[Rental] bought for $1',
    },
    { input: { type: 'Voucher', name: 'Grabber' }, price: 10, source: 'facts shop.voucherCost 10' },
    {
      input: { type: 'Tarot', name: 'The Fool' },
      price: 3,
      source: 'facts shop.tarotPlanetCost 3',
    },
    { input: { type: 'Planet', name: 'Pluto' }, price: 3, source: 'facts shop.tarotPlanetCost 3' },
    { input: { type: 'Spectral', name: 'Hex' }, price: 4, source: 'facts shop.spectralCost 4' },
    {
      input: { type: 'Booster Pack', name: 'Mega Buffoon Pack' },
      price: 8,
      source: 'facts shop.packCosts.mega 8',
    },
    {
      input: { type: 'Joker', name: 'Joker', price: '9' },
      price: 9,
      source: 'docs/product/workspace.md typed price wins',
    },
  ] as const)('$input.type $input.name costs $price ($source)', ({ input, price }) => {
    const run = withFrozen(base, (frozen) => withItem(input, frozen));
    expect(run.shopItems).toHaveLength(1);
    expect(run.shopItems[0]?.price).toBe(price);
  });

  it('applies shop discounts to the filled-in price (facts: voucherNotes.costNote $7 / $5)', () => {
    const clearance = unwrap(addVoucher(base, 'Clearance Sale'));
    expect(withItem({ type: 'Voucher', name: 'Grabber' }, clearance).shopItems[0]?.price).toBe(7);
    const liquidation = unwrap(addVoucher(clearance, 'Liquidation'));
    expect(withItem({ type: 'Voucher', name: 'Grabber' }, liquidation).shopItems[0]?.price).toBe(5);
  });

  it('makes Planets free with Astronomer (facts: economy.buyCost)', () => {
    const astronomer = unwrap(addJoker(base, { name: 'Astronomer' }));
    expect(withItem({ type: 'Planet', name: 'Pluto' }, astronomer).shopItems[0]?.price).toBe(0);
    expect(
      withItem({ type: 'Booster Pack', name: 'Celestial Pack' }, astronomer).shopItems[0]?.price,
    ).toBe(0);
    expect(withItem({ type: 'Tarot', name: 'The Fool' }, astronomer).shopItems[0]?.price).toBe(3);
  });

  it('gives each item its own id from the run counter (no randomness)', () => {
    const two = withItem({ type: 'Tarot' }, withItem({ type: 'Joker' }));
    expect(two.shopItems.map((item) => item.id)).toEqual([1, 2]);
    expect(two.nextShopItemId).toBe(3);
  });

  it('changing the type clears name and price (docs/product/workspace.md)', () => {
    const run = withItem({ type: 'Joker', name: 'Joker', edition: 'foil', stickers: ['Eternal'] });
    const changed = unwrap(
      withFrozen(run, (frozen) => setShopItemType(frozen, lastId(run), 'Planet')),
    );
    expect(changed.shopItems[0]).toEqual({
      id: 1,
      type: 'Planet',
      name: null,
      price: 0,
      edition: null,
      stickers: [],
    });
  });

  it('choosing a name fills the price; clearing it resets the price (docs/product/workspace.md)', () => {
    const run = withItem({ type: 'Joker', edition: 'polychrome' });
    const named = unwrap(setShopItemName(run, 1, 'Greedy Joker'));
    expect(named.shopItems[0]).toMatchObject({ name: 'Greedy Joker', price: 10 });
    expect(unwrap(setShopItemName(named, 1, null)).shopItems[0]).toMatchObject({
      name: null,
      price: 0,
    });
  });

  it('changing the edition of a named Joker re-prices it (docs/product/workspace.md edition price additions)', () => {
    const run = withItem({ type: 'Joker', name: 'Joker' });
    expect(unwrap(setShopItemEdition(run, 1, 'negative')).shopItems[0]?.price).toBe(7);
  });

  it('reads a typed price as an integer, NaN as 0 (docs/product/workspace.md)', () => {
    const run = withItem({ type: 'Joker', name: 'Joker' });
    expect(unwrap(setShopItemPrice(run, 1, '12.9')).shopItems[0]?.price).toBe(12);
    expect(unwrap(setShopItemPrice(run, 1, 'abc')).shopItems[0]?.price).toBe(0);
  });

  it('removes and resets (docs/product/workspace.md Shop)', () => {
    const run = { ...withItem({ type: 'Tarot' }, withItem({ type: 'Joker' })), shopRerolls: 2 };
    expect(unwrap(removeShopItem(run, 1)).shopItems.map((item) => item.id)).toEqual([2]);
    expect(withFrozen(run, resetShop)).toMatchObject({ shopItems: [], shopRerolls: 0 });
  });
});

describe('shop failure codes', () => {
  const joker = withItem({ type: 'Joker', name: 'Joker' });
  const tarot = withItem({ type: 'Tarot' });

  it.each([
    {
      name: 'ITEM_NOT_FOUND on edit',
      act: () => setShopItemType(joker, 99, 'Tarot'),
      code: 'ITEM_NOT_FOUND',
      source: 'docs/product/workspace.md purchase failures: no item',
    },
    {
      name: 'ITEM_NOT_FOUND on remove',
      act: () => removeShopItem(joker, 99),
      code: 'ITEM_NOT_FOUND',
      source: 'docs/product/workspace.md no item',
    },
    {
      name: 'ITEM_NOT_FOUND on buy',
      act: () => buyShopItem(joker, 99),
      code: 'ITEM_NOT_FOUND',
      source: 'docs/product/workspace.md no item',
    },
    {
      name: 'UNKNOWN_ITEM_NAME',
      act: () => setShopItemName(tarot, 1, 'Pluto'),
      code: 'UNKNOWN_ITEM_NAME',
      source: 'docs/product/workspace.md shop item type/name',
    },
    {
      name: 'UNKNOWN_ITEM_NAME on add',
      act: () => addShopItem(base, { type: 'Joker', name: 'The Bloom' }),
      code: 'UNKNOWN_ITEM_NAME',
      source: 'ADR 004 invented names',
    },
    {
      name: 'NOT_SOLD_IN_SHOP',
      act: () => addShopItem(base, { type: 'Joker', name: 'Canio' }),
      code: 'NOT_SOLD_IN_SHOP',
      source: 'facts shop.jokerRarityOdds.Legendary; docs/product/workspace.md',
    },
    {
      name: 'JOKERS_ONLY edition',
      act: () => setShopItemEdition(tarot, 1, 'foil'),
      code: 'JOKERS_ONLY',
      source: 'facts editions (shop editions roll on Jokers)',
    },
    {
      name: 'JOKERS_ONLY stickers',
      act: () => setShopItemStickers(tarot, 1, ['Eternal']),
      code: 'JOKERS_ONLY',
      source: 'facts stickers.appliesTo Jokers',
    },
    {
      name: 'INCOMPATIBLE_STICKERS',
      act: () => setShopItemStickers(joker, 1, ['Eternal', 'Perishable']),
      code: 'INCOMPATIBLE_STICKERS',
      source: 'facts stickers[Perishable].note',
    },
    {
      name: 'JOKERS_ONLY on add',
      act: () => addShopItem(base, { type: 'Tarot', name: 'The Fool', edition: 'foil' }),
      code: 'JOKERS_ONLY',
      source: 'facts editions (shop editions roll on Jokers)',
    },
    {
      name: 'INCOMPATIBLE_STICKERS on add',
      act: () => addShopItem(base, { type: 'Joker', stickers: ['Perishable', 'Eternal'] }),
      code: 'INCOMPATIBLE_STICKERS',
      source: 'facts stickers[Perishable].note',
    },
    {
      name: 'ITEM_HAS_NO_NAME',
      act: () => buyShopItem(tarot, 1),
      code: 'ITEM_HAS_NO_NAME',
      source: 'docs/product/workspace.md buying needs a name',
    },
    {
      name: 'INSUFFICIENT_FUNDS',
      act: () => buyShopItem({ ...joker, money: 1 }, 1),
      code: 'INSUFFICIENT_FUNDS',
      source: 'docs/product/workspace.md needs enough money',
    },
    {
      name: 'INSUFFICIENT_FUNDS on reroll',
      act: () => rerollShop({ ...joker, money: 4 }),
      code: 'INSUFFICIENT_FUNDS',
      source: 'facts economy.reroll $5',
    },
  ])('$name ($source)', ({ act, code }) => {
    expect(act()).toEqual({ ok: false, code });
  });

  it('NO_FREE_JOKER_SLOT: a Joker is bought only into a free slot (docs/product/workspace.md)', () => {
    let full = base;
    for (let index = 0; index < 5; index += 1) full = unwrap(addJoker(full, { name: 'Joker' }));
    const run = withItem({ type: 'Joker', name: 'Joker' }, full);
    expect(buyShopItem(run, lastId(run))).toEqual({ ok: false, code: 'NO_FREE_JOKER_SLOT' });
    expect(canBuyShopItem(run, lastId(run))).toBe(false);
    const negative = withItem({ type: 'Joker', name: 'Joker', edition: 'negative' }, full);
    expect(unwrap(buyShopItem(negative, lastId(negative))).jokers).toHaveLength(6);
  });

  it('VOUCHER_ALREADY_OWNED and VOUCHER_REQUIRES_BASE (docs/product/workspace.md; facts vouchers[].requires)', () => {
    const owned = withItem(
      { type: 'Voucher', name: 'Grabber' },
      unwrap(addVoucher(base, 'Grabber')),
    );
    expect(buyShopItem(owned, 1)).toEqual({ ok: false, code: 'VOUCHER_ALREADY_OWNED' });
    const upgrade = withItem({ type: 'Voucher', name: 'Nacho Tong' });
    expect(getBuyShopItemError(upgrade, 1)).toBe('VOUCHER_REQUIRES_BASE');
  });

  it('NO_FREE_CONSUMABLE_SLOT (facts: startingState.consumableSlots 2)', () => {
    const full = withItem(
      { type: 'Tarot', name: 'The Fool' },
      createRun('Magic Deck', 'White Stake', { money: 50 }),
    );
    expect(buyShopItem({ ...full, consumableSlots: 2 }, 1)).toEqual({
      ok: false,
      code: 'NO_FREE_CONSUMABLE_SLOT',
    });
  });
});

describe('buyShopItem (docs/product/workspace.md Buying a shop item)', () => {
  it('deducts the price, removes the item and adds the Joker with edition and stickers', () => {
    const run = withItem({
      type: 'Joker',
      name: 'Blueprint',
      edition: 'foil',
      stickers: ['Eternal'],
    });
    const bought = unwrap(withFrozen(run, (frozen) => buyShopItem(frozen, 1)));
    expect(bought).toMatchObject({
      money: 38,
      shopItems: [],
      jokers: [{ name: 'Blueprint', edition: 'foil', stickers: ['Eternal'] }],
    });
  });

  it('adds a voucher and applies it (facts vouchers[Grabber] +1 hand)', () => {
    const bought = unwrap(buyShopItem(withItem({ type: 'Voucher', name: 'Grabber' }), 1));
    expect(bought).toMatchObject({ money: 40, vouchers: ['Grabber'], hands: 5 });
  });

  it.each([
    {
      input: { type: 'Tarot', name: 'The Fool' },
      type: 'Tarot',
      source: 'docs/product/workspace.md Tarot goes to consumables',
    },
    {
      input: { type: 'Planet', name: 'Jupiter' },
      type: 'Planet',
      source: 'docs/product/workspace.md Planet goes to consumables',
    },
    {
      input: { type: 'Spectral', name: 'Ankh' },
      type: 'Spectral',
      source: 'docs/product/workspace.md Spectral goes to consumables',
    },
    {
      input: { type: 'Booster Pack', name: 'Arcana Pack' },
      type: 'Booster Pack',
      source: 'docs/product/workspace.md other types go to consumables',
    },
  ] as const)('puts a $type into consumables at the price paid ($source)', ({ input, type }) => {
    const run = withItem({ ...input, price: '2' });
    expect(unwrap(buyShopItem(run, 1)).consumables).toEqual([{ name: input.name, type, price: 2 }]);
  });

  it('lets a Booster Pack in even with full consumable slots (it is opened at once in the game)', () => {
    const full = withItem(
      { type: 'Booster Pack', name: 'Arcana Pack' },
      { ...createRun('Magic Deck', 'White Stake', { money: 50 }), consumableSlots: 2 },
    );
    expect(unwrap(buyShopItem(full, 1)).consumables).toHaveLength(3);
  });
});
