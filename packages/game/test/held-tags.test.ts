// The Tags a run holds, used up as the run moves on (src/run/held-tags.ts, src/data/tags.ts
// TAG_MOMENTS): Double Tag's copies, Next Round, the boss's cash-out and Juggle's hand size.
import { describe, expect, it } from 'vitest';
import {
  advanceRound,
  createRun,
  getBlindStatus,
  getRoundMoney,
  getTagMoney,
  skipBlind,
  spendHeldTag,
  TAG_MOMENTS,
  TAG_NAMES,
  type RunState,
  type TagName,
} from '../src';
import { getTagCashOut } from '../src/run/tag-money';
import { unwrap, withFrozen } from '../src/run/test-helpers';

const holding = (
  tags: readonly TagName[],
  options: Parameters<typeof createRun>[2] = {},
): RunState => ({
  ...createRun('Red Deck', 'White Stake', { money: 10, ...options }),
  tags,
});

describe('TAG_MOMENTS (the Lua tag config types)', () => {
  it('names when each of the 24 Tags is used', () => {
    const byMoment = new Map<string, TagName[]>();
    for (const tag of TAG_NAMES)
      byMoment.set(TAG_MOMENTS[tag], [...(byMoment.get(TAG_MOMENTS[tag]) ?? []), tag]);
    expect(Object.fromEntries(byMoment)).toEqual({
      taken: [
        'Boss Tag',
        'Standard Tag',
        'Charm Tag',
        'Meteor Tag',
        'Buffoon Tag',
        'Handy Tag',
        'Garbage Tag',
        'Ethereal Tag',
        'Top-up Tag',
        'Speed Tag',
        'Orbital Tag',
        'Economy Tag',
      ],
      'next-shop': ['Uncommon Tag', 'Rare Tag', 'Voucher Tag', 'Coupon Tag', 'D6 Tag'],
      'base-edition-joker': ['Negative Tag', 'Foil Tag', 'Holographic Tag', 'Polychrome Tag'],
      'boss-cash-out': ['Investment Tag'],
      'round-start': ['Juggle Tag'],
      'next-tag': ['Double Tag'],
    });
  });
});

describe('Double Tag copies the next Tag taken', () => {
  it('is used, and the Tag is held twice', () => {
    const { run, log } = unwrap(
      withFrozen(holding(['Double Tag', 'Foil Tag']), (frozen) => skipBlind(frozen, 'Rare Tag')),
    );
    expect(run.tags).toEqual(['Foil Tag', 'Rare Tag', 'Rare Tag']);
    expect(log).toBe('Skipped the Small Blind, took Rare Tag ×2 (Double Tag)');
  });

  it('does not copy another Double Tag; both wait', () => {
    const { run } = unwrap(withFrozen(holding(['Double Tag']), (f) => skipBlind(f, 'Double Tag')));
    expect(run.tags).toEqual(['Double Tag', 'Double Tag']);
  });

  it('each Double Tag held adds a copy', () => {
    const start = holding(['Double Tag', 'Double Tag']);
    const { run } = unwrap(withFrozen(start, (frozen) => skipBlind(frozen, 'Investment Tag')));
    expect(run.tags).toEqual(['Investment Tag', 'Investment Tag', 'Investment Tag']);
  });

  it.each([
    // $10 doubled is $20, doubled again $40: +$30.
    { tag: 'Economy Tag', money: 10, skips: 0, paid: 30 },
    // The second copy doubles what the first left, still at most +$40 each: 30 → 60 → 100.
    { tag: 'Economy Tag', money: 30, skips: 0, paid: 70 },
    // Both copies pay $5 per blind skipped, this one included: 2 × $10.
    { tag: 'Speed Tag', money: 0, skips: 1, paid: 20 },
  ] as const)('pays a money Tag twice: $tag on $$money', ({ tag, money, skips, paid }) => {
    const start = { ...holding(['Double Tag'], { money }), skips };
    expect(getTagMoney(start, tag)).toBe(paid);
    const { run } = unwrap(withFrozen(start, (frozen) => skipBlind(frozen, tag)));
    expect(run.money).toBe(money + paid);
    expect(run.tags).toEqual([]);
  });

  it('counts an Investment Tag twice when weighing the skip', () => {
    expect(getTagMoney(holding(['Double Tag']), 'Investment Tag')).toBe(50);
    expect(getTagMoney(holding([]), 'Investment Tag')).toBe(25);
  });
});

describe('Next Round uses the Tags the round and its shop use', () => {
  const every: readonly TagName[] = [
    'Rare Tag',
    'Foil Tag',
    'Investment Tag',
    'Juggle Tag',
    'D6 Tag',
    'Double Tag',
  ];

  it('after a Small or Big Blind: the shop and round Tags go, Investment waits for the boss', () => {
    const run = unwrap(withFrozen(holding(every), advanceRound));
    expect(run.tags).toEqual(['Foil Tag', 'Investment Tag', 'Double Tag']);
  });

  it('after a Boss Blind the Investment Tag pays at the cash-out and is used', () => {
    const boss = holding(every, { round: 3, bossBlind: 'The Hook', money: 0 });
    expect(getTagCashOut(boss)).toBe(25);
    expect(getRoundMoney({ ...boss, hands: 0 })).toMatchObject({ tags: 25, total: 30 });
    const run = unwrap(withFrozen(boss, advanceRound));
    expect(run.tags).toEqual(['Foil Tag', 'Double Tag']);
  });

  it('pays no Investment Tag before the boss', () => {
    expect(getRoundMoney(holding(['Investment Tag'])).tags).toBe(0);
  });

  it('gives Anaglyph Deck a Double Tag after each Boss Blind, not after other blinds', () => {
    const anaglyph = (round: 2 | 3) => ({
      ...createRun('Anaglyph Deck', 'White Stake', { round, bossBlind: 'The Hook' }),
      tags: ['Investment Tag'] as const,
    });
    expect(unwrap(withFrozen(anaglyph(3), advanceRound)).tags).toEqual(['Double Tag']);
    expect(unwrap(withFrozen(anaglyph(2), advanceRound)).tags).toEqual(['Investment Tag']);
    const byHand = createRun('Anaglyph Deck', 'White Stake', { round: 3, bossBlind: 'The Hook' });
    expect(unwrap(advanceRound(byHand)).tags).toEqual(['Double Tag']);
  });

  it('leaves a run that never knew its Tags without them', () => {
    const run = unwrap(advanceRound(createRun('Red Deck', 'White Stake')));
    expect(run.tags).toBeUndefined();
  });
});

describe('Juggle Tag', () => {
  it('adds 3 hand size to the blind it is held for, with the boss applied', () => {
    expect(getBlindStatus(holding(['Juggle Tag'])).handSize).toBe(11);
    const manacle = holding(['Juggle Tag', 'Juggle Tag'], { round: 3, bossBlind: 'The Manacle' });
    expect(getBlindStatus(manacle).handSize).toBe(13);
  });
});

describe('spendHeldTag', () => {
  it('marks one held Tag used', () => {
    const start = holding(['Foil Tag', 'Rare Tag', 'Foil Tag']);
    const { run, log } = unwrap(withFrozen(start, (frozen) => spendHeldTag(frozen, 2)));
    expect(run.tags).toEqual(['Foil Tag', 'Rare Tag']);
    expect(log).toBe('Used Foil Tag');
  });

  it('refuses a Tag that is not held', () => {
    expect(spendHeldTag(holding([]), 0)).toEqual({ ok: false, code: 'TAG_NOT_HELD' });
  });
});
