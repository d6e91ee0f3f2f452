// Skip, sell, use and gain (src/run/moves.ts): table-driven, every input frozen.
import { describe, expect, it } from 'vitest';
import {
  addJoker,
  addVoucher,
  createRun,
  gainConsumable,
  getRunTargetScore,
  sellConsumable,
  sellJoker,
  skipBlind,
  toConsumable,
  useConsumable,
  type JokerInput,
  type RunState,
} from '../src';
import { unwrap, withFrozen } from '../src/run/test-helpers';

function withJokers(run: RunState, jokers: readonly JokerInput[]): RunState {
  return jokers.reduce((state, joker) => unwrap(addJoker(state, joker)), run);
}

describe('skipBlind (facts: tags)', () => {
  it('moves to the Big Blind without reward, keeps the Tag and counts the skip', () => {
    const start = createRun('Red Deck', 'White Stake', { money: 10 });
    const { run, log } = unwrap(withFrozen(start, (frozen) => skipBlind(frozen, 'Rare Tag')));
    expect(run).toMatchObject({
      round: 2,
      blindType: 'big',
      money: 10,
      skips: 1,
      tags: ['Rare Tag'],
      currentScore: 0,
      isShopOpen: false,
      prompt: null,
    });
    expect(run.targetScore).toBe(getRunTargetScore({ ...start, blindType: 'big' }));
    expect(log).toBe('Skipped the Small Blind, took Rare Tag');
  });

  // The game applies these as they are taken (Lua tag config type 'immediate' or
  // 'new_blind_choice'); Double Tag waits for the next Tag taken.
  it.each([
    { tag: 'Charm Tag', held: [] },
    { tag: 'Boss Tag', held: [] },
    { tag: 'Economy Tag', held: [] },
    { tag: 'Double Tag', held: ['Double Tag'] },
  ] as const)('holds $tag only if it waits for an event', ({ tag, held }) => {
    const start = createRun('Red Deck', 'White Stake', { money: 0 });
    const { run } = unwrap(withFrozen(start, (frozen) => skipBlind(frozen, tag)));
    expect(run.tags).toEqual(held);
  });

  const rows = [
    {
      title: 'Economy Tag doubles money, at most +$40',
      money: 55,
      skips: 0,
      tag: 'Economy Tag',
      moneyAfter: 95,
    },
    {
      title: 'Economy Tag on $12 gives +$12',
      money: 12,
      skips: 0,
      tag: 'Economy Tag',
      moneyAfter: 24,
    },
    {
      title: 'Economy Tag never doubles debt',
      money: -5,
      skips: 0,
      tag: 'Economy Tag',
      moneyAfter: -5,
    },
    {
      title: 'Speed Tag pays $5 per skip, this one too',
      money: 0,
      skips: 2,
      tag: 'Speed Tag',
      moneyAfter: 15,
    },
  ] as const;
  it.each(rows)('$title', ({ money, skips, tag, moneyAfter }) => {
    const start = { ...createRun('Red Deck', 'White Stake', { money }), skips };
    const { run } = unwrap(withFrozen(start, (frozen) => skipBlind(frozen, tag)));
    expect(run.money).toBe(moneyAfter);
  });

  const failures = [
    { title: 'a Boss Blind', options: { round: 3 }, tag: 'Rare Tag', code: 'CANNOT_SKIP_BOSS' },
    {
      title: 'a Tag before its ante (Negative Tag from ante 2)',
      options: {},
      tag: 'Negative Tag',
      code: 'TAG_NOT_AVAILABLE',
    },
    { title: 'an unknown Tag', options: {}, tag: 'Lucky Tag', code: 'TAG_NOT_AVAILABLE' },
    {
      title: 'before the run starts',
      options: { stage: 'initial' },
      tag: 'Rare Tag',
      code: 'NOT_PLAYING',
    },
  ] as const;
  it.each(failures)('refuses $title', ({ options, tag, code }) => {
    const start = createRun('Red Deck', 'White Stake', options);
    expect(withFrozen(start, (frozen) => skipBlind(frozen, tag))).toEqual({ ok: false, code });
  });
});

describe('sellJoker (Lua Card:set_cost: max(1, floor(cost / 2)))', () => {
  const rows = [
    { title: 'Joker ($2) sells for $1', joker: { name: 'Joker' }, vouchers: [], value: 1 },
    { title: 'Blueprint ($10) sells for $5', joker: { name: 'Blueprint' }, vouchers: [], value: 5 },
    {
      title: 'Foil Joker: $2 + $2 = $4, sells for $2',
      joker: { name: 'Joker', edition: 'foil' },
      vouchers: [],
      value: 2,
    },
    {
      title: 'Clearance Sale: Blueprint costs floor(10.5 x 0.75) = $7, sells for $3',
      joker: { name: 'Blueprint' },
      vouchers: ['Clearance Sale'],
      value: 3,
    },
    {
      title: 'a Rental Joker costs $1, sells for $1',
      joker: { name: 'Blueprint', stickers: ['Rental'] },
      vouchers: [],
      value: 1,
    },
  ] as const;
  it.each(rows)('$title', ({ joker, vouchers, value }) => {
    let start = withJokers(createRun('Red Deck', 'White Stake', { money: 4 }), [joker]);
    for (const voucher of vouchers) start = unwrap(addVoucher(start, voucher));
    const outcome = unwrap(withFrozen(start, (frozen) => sellJoker(frozen, 0)));
    expect(outcome.run.money).toBe(4 + value);
    expect(outcome.run.jokers).toEqual([]);
    expect(outcome.log).toBe(`Sold ${joker.name} for $${value}`);
  });

  it('sells the one at the index, not every copy', () => {
    const start = withJokers(createRun('Red Deck', 'White Stake'), [
      { name: 'Joker' },
      { name: 'Blueprint' },
      { name: 'Joker' },
    ]);
    const { run } = unwrap(withFrozen(start, (frozen) => sellJoker(frozen, 2)));
    expect(run.jokers.map((joker) => joker.name)).toEqual(['Joker', 'Blueprint']);
  });

  it.each([
    { title: 'an Eternal Joker', index: 0, code: 'JOKER_IS_ETERNAL' },
    { title: 'a missing index', index: 3, code: 'JOKER_NOT_FOUND' },
    { title: 'a fractional index', index: 0.5, code: 'JOKER_NOT_FOUND' },
  ])('refuses $title', ({ index, code }) => {
    const start = withJokers(createRun('Red Deck', 'White Stake'), [
      { name: 'Joker', stickers: ['Eternal'] },
    ]);
    expect(withFrozen(start, (frozen) => sellJoker(frozen, index))).toEqual({ ok: false, code });
  });
});

describe('sellConsumable', () => {
  const rows = [
    { title: 'a $3 Planet sells for $1', name: 'Jupiter', jokers: [], value: 1 },
    { title: 'a $4 Spectral sells for $2', name: 'Black Hole', jokers: [], value: 2 },
    {
      title: 'with Astronomer a Planet costs $0 and still sells for $1',
      name: 'Jupiter',
      jokers: [{ name: 'Astronomer' }],
      value: 1,
    },
  ] as const;
  it.each(rows)('$title', ({ name, jokers, value }) => {
    const base = withJokers(createRun('Red Deck', 'White Stake', { money: 0 }), jokers);
    const start = unwrap(gainConsumable(base, name)).run;
    const { run, log } = unwrap(withFrozen(start, (frozen) => sellConsumable(frozen, 0)));
    expect(run.money).toBe(value);
    expect(run.consumables).toEqual([]);
    expect(log).toBe(`Sold ${name} for $${value}`);
  });

  it('refuses a Booster Pack and a missing index', () => {
    const start = {
      ...createRun('Red Deck', 'White Stake'),
      consumables: [toConsumable('Buffoon Pack')],
    };
    expect(withFrozen(start, (frozen) => sellConsumable(frozen, 0))).toEqual({
      ok: false,
      code: 'NOT_SELLABLE',
    });
    expect(withFrozen(start, (frozen) => sellConsumable(frozen, 1))).toEqual({
      ok: false,
      code: 'CONSUMABLE_NOT_FOUND',
    });
  });
});

describe('useConsumable (facts: planets, spectrals)', () => {
  it('a Planet levels its hand: Jupiter, Flush 1 to 2', () => {
    const start = unwrap(gainConsumable(createRun('Red Deck', 'White Stake'), 'Jupiter')).run;
    const { run, log } = unwrap(withFrozen(start, (frozen) => useConsumable(frozen, 0)));
    expect(run.tracker.handLevels.Flush).toBe(2);
    expect(run.tracker.handLevels.Pair).toBe(1);
    expect(run.consumables).toEqual([]);
    expect(log).toBe('Used Jupiter: Flush to level 2');
  });

  it('a Planet never levels past 50', () => {
    const base = createRun('Red Deck', 'White Stake');
    const start = unwrap(
      gainConsumable(
        {
          ...base,
          tracker: { ...base.tracker, handLevels: { ...base.tracker.handLevels, Flush: 50 } },
        },
        'Jupiter',
      ),
    ).run;
    expect(unwrap(useConsumable(start, 0)).run.tracker.handLevels.Flush).toBe(50);
  });

  it('Black Hole levels every hand, secret ones too', () => {
    const start = unwrap(gainConsumable(createRun('Red Deck', 'White Stake'), 'Black Hole')).run;
    const { run, log } = unwrap(withFrozen(start, (frozen) => useConsumable(frozen, 0)));
    expect(new Set(Object.values(run.tracker.handLevels))).toEqual(new Set([2]));
    expect(log).toBe('Used Black Hole: every poker hand up one level');
  });

  it.each([
    { name: 'The Fool', log: 'Used The Fool' },
    { name: 'Buffoon Pack', log: 'Opened Buffoon Pack' },
  ] as const)('$name is removed and named', ({ name, log }) => {
    const start = { ...createRun('Red Deck', 'White Stake'), consumables: [toConsumable(name)] };
    const outcome = unwrap(withFrozen(start, (frozen) => useConsumable(frozen, 0)));
    expect(outcome.run.consumables).toEqual([]);
    expect(outcome.run.tracker).toEqual(start.tracker);
    expect(outcome.log).toBe(log);
  });

  it('refuses a missing index', () => {
    const start = createRun('Red Deck', 'White Stake');
    expect(withFrozen(start, (frozen) => useConsumable(frozen, 0))).toEqual({
      ok: false,
      code: 'CONSUMABLE_NOT_FOUND',
    });
  });
});

describe('gainConsumable (a pack, a seal, Cartomancer)', () => {
  it('adds it at $0 paid and says so', () => {
    const start = createRun('Red Deck', 'White Stake');
    const { run, log } = unwrap(withFrozen(start, (frozen) => gainConsumable(frozen, 'The Fool')));
    expect(run.consumables).toEqual([{ name: 'The Fool', type: 'Tarot', price: 0 }]);
    expect(log).toBe('Added The Fool');
  });

  it('needs a free slot', () => {
    const full = ['The Fool', 'The Fool'].reduce(
      (run: RunState) => unwrap(gainConsumable(run, 'The Fool')).run,
      createRun('Red Deck', 'White Stake'),
    );
    expect(withFrozen(full, (frozen) => gainConsumable(frozen, 'Pluto'))).toEqual({
      ok: false,
      code: 'NO_FREE_CONSUMABLE_SLOT',
    });
  });
});
