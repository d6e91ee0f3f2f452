import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import { addJoker } from './jokers';
import { setHandsAndDiscards } from './round';
import { getJokerSlotUsage, getRunEconomy } from './summary';
import { unwrap, withFrozen } from './test-helpers';
import { addVoucher } from './vouchers';

describe('getRunEconomy (docs/product/workspace.md current money and interest; facts economy.interest)', () => {
  it.each([
    {
      deck: 'Red Deck',
      money: 4,
      vouchers: [],
      interest: 0,
      needed: 1,
      source: 'facts economy.interest $1 per full $5',
    },
    {
      deck: 'Red Deck',
      money: 17,
      vouchers: [],
      interest: 3,
      needed: 3,
      source: 'facts economy.interest',
    },
    {
      deck: 'Red Deck',
      money: 40,
      vouchers: [],
      interest: 5,
      needed: null,
      source: 'facts economy.interest.defaultCap 5',
    },
    {
      deck: 'Red Deck',
      money: 40,
      vouchers: ['Seed Money'],
      interest: 8,
      needed: 5,
      source: 'facts economy.interest.withSeedMoney 10',
    },
    {
      deck: 'Green Deck',
      money: 40,
      vouchers: [],
      interest: 0,
      needed: null,
      source: 'facts economy.interest.greenDeck',
    },
  ] as const)(
    '$deck with $money and $vouchers pays $interest ($source)',
    ({ deck, money, vouchers, interest, needed }) => {
      const run = vouchers.reduce(
        (state, voucher) => unwrap(addVoucher(state, voucher)),
        createRun(deck, 'White Stake', { money }),
      );
      expect(withFrozen(run, getRunEconomy)).toEqual({
        currentMoney: money,
        interestPerRound: interest,
        moneyNeededForNextInterest: needed,
      });
    },
  );

  it('counts To the Moon (facts economy.interest.toTheMoon)', () => {
    const run = unwrap(
      addJoker(createRun('Red Deck', 'White Stake', { money: 10 }), { name: 'To the Moon' }),
    );
    expect(getRunEconomy(run).interestPerRound).toBe(4);
  });
});

describe('getJokerSlotUsage (docs/product/workspace.md jokerSlots used, available, remaining)', () => {
  it('counts the slot a Negative Joker brings', () => {
    const run = unwrap(
      addJoker(unwrap(addJoker(createRun('Red Deck', 'White Stake'), { name: 'Joker' })), {
        name: 'Joker',
        edition: 'negative',
      }),
    );
    expect(getJokerSlotUsage(run)).toEqual({ used: 2, available: 6, remaining: 4 });
  });
});

describe('setHandsAndDiscards (docs/product/workspace.md manual-entry form)', () => {
  it('keeps whole, non-negative counts', () => {
    const run = withFrozen(createRun('Red Deck', 'White Stake'), (frozen) =>
      setHandsAndDiscards(frozen, 2.8, -1),
    );
    expect(run).toMatchObject({ hands: 2, discards: 0 });
  });
});
