import { describe, expect, it } from 'vitest';
import { JOKERS, getJoker } from '../data/jokers';
import { getVoucher } from '../data/vouchers';
import {
  getRerollCost,
  getSellPrice,
  getShopDiscountPercent,
  getShopPrice,
  type PriceInput,
} from './prices';

describe('getShopDiscountPercent', () => {
  it.each([
    { vouchers: [], percent: 0, source: 'facts: economy.buyCost' },
    { vouchers: ['Clearance Sale'], percent: 25, source: 'facts: vouchers Clearance Sale' },
    {
      vouchers: ['Clearance Sale', 'Liquidation'],
      percent: 50,
      source: 'facts: vouchers Liquidation (replaces 25%)',
    },
    { vouchers: ['Liquidation'], percent: 50, source: 'facts: vouchers Liquidation' },
  ] as const)('$vouchers give $percent % off ($source)', ({ vouchers, percent }) => {
    expect(getShopDiscountPercent(vouchers)).toBe(percent);
  });
});

describe('getShopPrice', () => {
  it.each<PriceInput & { readonly price: number; readonly source: string }>([
    { baseCost: 6, vouchers: [], price: 6, source: 'facts: economy.buyCost' },
    { baseCost: 6, edition: 'foil', vouchers: [], price: 8, source: 'facts: editions Foil +2' },
    {
      baseCost: 6,
      edition: 'holographic',
      vouchers: [],
      price: 9,
      source: 'facts: editions Holographic +3',
    },
    {
      baseCost: 6,
      edition: 'polychrome',
      vouchers: [],
      price: 11,
      source: 'facts: editions Polychrome +5',
    },
    {
      baseCost: 10,
      edition: 'negative',
      vouchers: [],
      price: 15,
      source: 'facts: editions Negative +5',
    },
    { baseCost: 6, edition: null, vouchers: [], price: 6, source: 'no edition' },
    {
      baseCost: 10,
      vouchers: ['Clearance Sale'],
      price: 7,
      source: 'the facts file ($7 with Clearance Sale)',
    },
    {
      baseCost: 10,
      vouchers: ['Clearance Sale', 'Liquidation'],
      price: 5,
      source: 'the facts file ($5 with Liquidation)',
    },
    {
      baseCost: 6,
      vouchers: ['Clearance Sale'],
      price: 4,
      source: 'floor((6 + 0.5) x 0.75) = 4 (facts: economy.buyCost)',
    },
    {
      baseCost: 6,
      edition: 'foil',
      vouchers: ['Liquidation'],
      price: 4,
      source: 'edition added before the discount (the facts file)',
    },
    { baseCost: 3, vouchers: ['Clearance Sale'], price: 2, source: 'facts: economy.buyCost' },
    {
      baseCost: 1,
      vouchers: ['Liquidation'],
      price: 1,
      source: 'facts: economy.buyCost max(1, ...)',
    },
    { baseCost: 0, vouchers: [], price: 1, source: 'facts: economy.buyCost max(1, ...)' },
    {
      baseCost: 8,
      edition: 'polychrome',
      vouchers: [],
      isRental: true,
      price: 1,
      source: 'facts: stickers Rental ($1)',
    },
    {
      baseCost: 3,
      vouchers: [],
      isFreeByAstronomer: true,
      price: 0,
      source: 'facts: economy.buyCost Astronomer',
    },
  ])('$baseCost + $edition with $vouchers costs $$price ($source)', (row) => {
    expect(getShopPrice(row)).toBe(row.price);
  });

  it('charges every Joker its listed cost with no edition or discount (facts: jokers[].cost)', () => {
    for (const joker of JOKERS)
      expect(getShopPrice({ baseCost: joker.cost, vouchers: [] })).toBe(joker.cost);
  });
});

describe('getSellPrice', () => {
  it.each<
    PriceInput & { readonly extraValue?: number; readonly sell: number; readonly source: string }
  >([
    {
      baseCost: 6,
      vouchers: [],
      sell: 3,
      source: 'docs/product/workspace.md half of buy, rounded down',
    },
    { baseCost: 5, vouchers: [], sell: 2, source: 'docs/product/workspace.md rounded down' },
    { baseCost: 1, vouchers: [], sell: 1, source: 'docs/product/workspace.md minimum 1' },
    {
      baseCost: 3,
      vouchers: [],
      sell: 1,
      source: 'docs/product/workspace.md Tarot / Planet sell 1',
    },
    { baseCost: 4, vouchers: [], sell: 2, source: 'docs/product/workspace.md Spectral sell 2' },
    { baseCost: 10, vouchers: [], sell: 5, source: 'docs/product/workspace.md voucher sell 5' },
    { baseCost: 20, vouchers: [], sell: 10, source: 'ADR 004 Legendary sell $10' },
    {
      baseCost: 6,
      edition: 'foil',
      vouchers: [],
      sell: 4,
      source: 'the facts file half the final price',
    },
    {
      baseCost: 6,
      vouchers: ['Clearance Sale'],
      sell: 2,
      source: 'facts: economy.sellValue (current discount)',
    },
    {
      baseCost: 4,
      vouchers: [],
      extraValue: 3,
      sell: 5,
      source: 'facts: economy.sellValue (Egg bonus)',
    },
    {
      baseCost: 3,
      vouchers: [],
      isFreeByAstronomer: true,
      sell: 1,
      source: 'facts: economy.sellValue max(1, ...)',
    },
    {
      baseCost: 8,
      vouchers: [],
      isRental: true,
      sell: 1,
      source: 'Rental price $1 -> sell max(1, 0)',
    },
  ])('$baseCost + $edition with $vouchers sells for $$sell ($source)', (row) => {
    expect(getSellPrice(row)).toBe(row.sell);
  });

  it('agrees with every Joker sellValue in the facts (facts: jokers[].sellValue)', () => {
    for (const joker of JOKERS) {
      expect(getSellPrice({ baseCost: joker.cost, vouchers: [] })).toBe(joker.sellValue);
    }
  });

  it('sells Blueprint for $5 and a voucher for $5', () => {
    expect(getSellPrice({ baseCost: getJoker('Blueprint').cost, vouchers: [] })).toBe(5);
    expect(getSellPrice({ baseCost: getVoucher('Overstock').cost, vouchers: [] })).toBe(5);
  });
});

describe('getRerollCost', () => {
  it.each([
    { vouchers: [], paid: 0, cost: 5, source: 'facts: economy.reroll starts at $5' },
    { vouchers: [], paid: 3, cost: 8, source: 'facts: economy.reroll +$1 per reroll' },
    {
      vouchers: ['Reroll Surplus'],
      paid: 0,
      cost: 3,
      source: 'facts: vouchers Reroll Surplus -$2',
    },
    {
      vouchers: ['Reroll Surplus', 'Reroll Glut'],
      paid: 0,
      cost: 1,
      source: 'facts: vouchers Reroll Glut -$2 more',
    },
    {
      vouchers: ['Reroll Surplus', 'Reroll Glut'],
      paid: 2,
      cost: 3,
      source: 'facts: economy.reroll',
    },
    { vouchers: [], paid: 0, free: 1, cost: 0, source: 'facts: economy.reroll Chaos the Clown' },
    { vouchers: [], paid: 4, free: 2, cost: 0, source: 'facts: economy.reroll Chaos the Clown' },
    { vouchers: [], paid: 0, d6: true, cost: 0, source: 'facts: tags D6 Tag starts at $0' },
    {
      vouchers: ['Reroll Surplus'],
      paid: 2,
      d6: true,
      cost: 2,
      source: 'facts: tags D6 Tag "then climbs as usual"',
    },
    { vouchers: [], paid: -1, cost: 5, source: 'a negative count is no reroll' },
  ] as const)('$vouchers after $paid paid rerolls costs $$cost ($source)', (row) => {
    expect(
      getRerollCost({
        vouchers: row.vouchers,
        paidRerollsThisShop: row.paid,
        freeRerollsLeft: 'free' in row ? row.free : 0,
        hasD6Tag: 'd6' in row ? row.d6 : false,
      }),
    ).toBe(row.cost);
  });
});
