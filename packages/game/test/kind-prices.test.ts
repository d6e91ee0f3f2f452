// The price of a kind of shop item (src/run/kind-prices.ts), for a question that names none.
import { describe, expect, it } from 'vitest';
import { addJoker, addVoucher, createRun, getKindPrices } from '../src';
import { unwrap, withFrozen } from '../src/run/test-helpers';

const run = createRun('Red Deck', 'White Stake');

describe('getKindPrices (facts: jokers, boosterPacks, economy.buyCost)', () => {
  it('gives one price for a kind whose items all cost the same', () => {
    expect(withFrozen(run, (frozen) => getKindPrices(frozen, 'Planet'))).toEqual([
      { group: 'Planet', low: 3, high: 3 },
    ]);
    expect(getKindPrices(run, 'Voucher')).toEqual([{ group: 'Voucher', low: 10, high: 10 }]);
  });

  it('groups packs by size and Jokers by rarity; Legendary Jokers are never sold', () => {
    expect(getKindPrices(run, 'Booster Pack')).toEqual([
      { group: 'normal', low: 4, high: 4 },
      { group: 'jumbo', low: 6, high: 6 },
      { group: 'mega', low: 8, high: 8 },
    ]);
    const jokers = getKindPrices(run, 'Joker');
    expect(jokers.map((price) => price.group)).toEqual(['Common', 'Uncommon', 'Rare']);
    // Credit Card is the cheapest Common ($1); Blueprint and Brainstorm the dearest Rares ($10).
    expect(jokers[0]?.low).toBe(1);
    expect(jokers[2]?.high).toBe(10);
  });

  it('applies a discount voucher and Astronomer', () => {
    // Clearance Sale: floor((3 + 0.5) × 75 / 100) = $2; Astronomer: Planets and Celestial Packs free.
    const sale = unwrap(addVoucher(run, 'Clearance Sale'));
    expect(getKindPrices(sale, 'Planet')).toEqual([{ group: 'Planet', low: 2, high: 2 }]);
    const astronomer = unwrap(addJoker(run, { name: 'Astronomer' }));
    expect(getKindPrices(astronomer, 'Planet')).toEqual([{ group: 'Planet', low: 0, high: 0 }]);
    expect(getKindPrices(astronomer, 'Booster Pack')[0]).toEqual({
      group: 'normal',
      low: 0,
      high: 4,
    });
  });
});
