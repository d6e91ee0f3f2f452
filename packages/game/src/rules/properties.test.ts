// Properties that must hold for every input, not only the table rows (docs/architecture.md#tests).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_NAMES } from '../data/decks';
import { STAKE_NAMES } from '../data/stakes';
import { JOKER_EDITIONS, POKER_HAND_NAMES } from '../data/vocabulary';
import { VOUCHER_NAMES } from '../data/vouchers';
import { getTargetScore } from './blinds';
import { getHandLevelValues } from './hand-levels';
import { getInterest, getInterestCap, getMoneyToNextInterestStep } from './interest';
import { getSellPrice, getShopPrice } from './prices';

const deck = fc.constantFrom(...DECK_NAMES);
const stake = fc.constantFrom(...STAKE_NAMES);
const vouchers = fc.subarray([...VOUCHER_NAMES]);
const money = fc.integer({ min: -20, max: 10_000 });

describe('rule properties', () => {
  it('never pays more interest than the cap allows, and more money never pays less', () => {
    fc.assert(
      fc.property(money, vouchers, deck, fc.nat(4), (held, owned, deckName, toTheMoonCount) => {
        const input = { money: held, vouchers: owned, deck: deckName, toTheMoonCount };
        const interest = getInterest(input);
        expect(interest).toBeGreaterThanOrEqual(0);
        expect(interest).toBeLessThanOrEqual(getInterestCap(owned) * (1 + toTheMoonCount));
        expect(getInterest({ ...input, money: held + 1 })).toBeGreaterThanOrEqual(interest);
      }),
    );
  });

  it('reaching the next interest step raises interest', () => {
    fc.assert(
      fc.property(money, vouchers, deck, (held, owned, deckName) => {
        const input = { money: held, vouchers: owned, deck: deckName };
        const needed = getMoneyToNextInterestStep(input);
        if (needed === null) return;
        expect(needed).toBeGreaterThan(0);
        expect(getInterest({ ...input, money: held + needed })).toBeGreaterThan(getInterest(input));
        expect(getInterest({ ...input, money: held + needed - 1 })).toBe(getInterest(input));
      }),
    );
  });

  it('targets are finite, positive and never fall as the ante rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 60 }), stake, deck, (ante, stakeName, deckName) => {
        const input = { ante, blind: 'boss', stake: stakeName, deck: deckName } as const;
        const target = getTargetScore(input);
        expect(Number.isFinite(target)).toBe(true);
        expect(target).toBeGreaterThan(0);
        expect(getTargetScore({ ...input, ante: ante + 1 })).toBeGreaterThanOrEqual(target);
      }),
    );
  });

  it('hand values grow with the level and stay within levels 1..50', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POKER_HAND_NAMES),
        fc.integer({ min: -10, max: 60 }),
        (hand, level) => {
          const values = getHandLevelValues(hand, level);
          expect(values.level).toBeGreaterThanOrEqual(1);
          expect(values.level).toBeLessThanOrEqual(50);
          const next = getHandLevelValues(hand, level + 1);
          expect(next.chips).toBeGreaterThanOrEqual(values.chips);
          expect(next.mult).toBeGreaterThanOrEqual(values.mult);
        },
      ),
    );
  });

  it('prices are at least $1, discounts never raise them, and selling never beats buying', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.option(fc.constantFrom(...JOKER_EDITIONS), { nil: null }),
        vouchers,
        (baseCost, edition, owned) => {
          const price = getShopPrice({ baseCost, edition, vouchers: owned });
          expect(price).toBeGreaterThanOrEqual(1);
          expect(price).toBeLessThanOrEqual(getShopPrice({ baseCost, edition, vouchers: [] }));
          expect(getSellPrice({ baseCost, edition, vouchers: owned })).toBeLessThanOrEqual(
            Math.max(1, price),
          );
        },
      ),
    );
  });
});
