// The Tags on offer for skipping (src/run/blind-tags.ts) and what a Tag pays
// (src/run/tag-money.ts), as the run moves past its blinds.
import { describe, expect, it } from 'vitest';
import {
  advanceRound,
  createRun,
  getOfferedTag,
  getTagMoney,
  setOfferedTag,
  skipBlind,
  type RunState,
} from '../src';
import { unwrap, withFrozen } from '../src/run/test-helpers';

const offered = (options: Parameters<typeof createRun>[2] = {}): RunState => ({
  ...createRun('Red Deck', 'White Stake', options),
  blindTags: { small: 'Rare Tag', big: 'Investment Tag' },
});

describe('getOfferedTag', () => {
  it.each([
    { round: 1, tag: 'Rare Tag' },
    { round: 2, tag: 'Investment Tag' },
    { round: 3, tag: null },
  ] as const)('round $round offers $tag', ({ round, tag }) => {
    expect(getOfferedTag(offered({ round }))).toBe(tag);
  });

  it('is not known for a run recorded by hand', () => {
    expect(getOfferedTag(createRun('Red Deck', 'White Stake'))).toBeNull();
  });
});

describe('a blind played or skipped offers its Tag no more', () => {
  it('skipping the Small Blind takes its Tag; the Big Blind still offers its own', () => {
    const { run } = unwrap(withFrozen(offered(), (frozen) => skipBlind(frozen, 'Rare Tag')));
    expect(run.blindTags).toEqual({ small: null, big: 'Investment Tag' });
    expect(getOfferedTag(run)).toBe('Investment Tag');
  });

  it("past the Big Blind neither is offered until the next ante's are known", () => {
    const big = unwrap(withFrozen(offered({ round: 2 }), advanceRound));
    const boss = unwrap(withFrozen(offered({ round: 3 }), advanceRound));
    expect([big.blindTags, boss.blindTags]).toEqual([
      { small: null, big: null },
      { small: null, big: null },
    ]);
  });

  it('a run that never knew them stays without them', () => {
    const next = unwrap(advanceRound(createRun('Red Deck', 'White Stake')));
    expect('blindTags' in next).toBe(false);
  });
});

describe('setOfferedTag: the Tag a player sees under the blind', () => {
  it('records it for the current blind, and clears it', () => {
    const hand = createRun('Red Deck', 'White Stake', { round: 2 });
    const set = unwrap(withFrozen(hand, (frozen) => setOfferedTag(frozen, 'Investment Tag')));
    expect(set.blindTags).toEqual({ small: null, big: 'Investment Tag' });
    expect(getOfferedTag(set)).toBe('Investment Tag');
    expect(unwrap(setOfferedTag(set, null)).blindTags).toEqual({ small: null, big: null });
  });

  it.each([
    { title: 'on a Boss Blind', options: { round: 3 }, tag: 'Rare Tag', code: 'CANNOT_SKIP_BOSS' },
    // Negative Tag is offered from ante 2 (facts: tags.minAnte).
    { title: 'a Tag before its ante', options: {}, tag: 'Negative Tag', code: 'TAG_NOT_AVAILABLE' },
    { title: 'an unknown Tag', options: {}, tag: 'Lucky Tag', code: 'TAG_NOT_AVAILABLE' },
  ] as const)('refuses $title', ({ options, tag, code }) => {
    const run = createRun('Red Deck', 'White Stake', options);
    expect(setOfferedTag(run, tag)).toEqual({ ok: false, code });
  });
});

describe('getTagMoney (facts: tags)', () => {
  const run = { ...createRun('Red Deck', 'White Stake', { money: 18 }), skips: 1 };
  it.each([
    { tag: 'Investment Tag', money: 25 },
    { tag: 'Economy Tag', money: 18 },
    { tag: 'Speed Tag', money: 10 },
    { tag: 'Rare Tag', money: null },
  ] as const)('$tag pays $money', ({ tag, money }) => {
    expect(getTagMoney(run, tag)).toBe(money);
  });

  it('Economy Tag adds at most $40 and nothing to a debt', () => {
    expect(getTagMoney({ ...run, money: 90 }, 'Economy Tag')).toBe(40);
    expect(getTagMoney({ ...run, money: -5 }, 'Economy Tag')).toBe(0);
  });
});
