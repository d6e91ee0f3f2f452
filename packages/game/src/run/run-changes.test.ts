import { describe, expect, it } from 'vitest';
import { createRun } from './create-run';
import { describeRunChanges, reapplyRunChanges } from './run-changes';
import type { RunState } from './types';

const base = createRun('Red Deck', 'White Stake', { money: 4 });
const joker = (name: RunState['jokers'][number]['name']) => ({
  name,
  edition: null,
  stickers: [],
});

describe('naming the changes between two runs', () => {
  it('names money, Jokers, vouchers, hand levels and the blind', () => {
    const after: RunState = {
      ...base,
      money: 20,
      round: 2,
      blindType: 'big',
      jokers: [joker('Blueprint')],
      vouchers: ['Overstock'],
      tracker: { ...base.tracker, handLevels: { ...base.tracker.handLevels, Flush: 3 } },
    };
    expect(describeRunChanges(base, after)).toEqual([
      'Blind: Small Blind → Big Blind',
      'Money $4 → $20',
      'Jokers: +Blueprint',
      'Vouchers: +Overstock',
      'Flush level 1 → 3',
    ]);
  });

  it('counts duplicate Jokers, and says so when only the order changed', () => {
    const two = { ...base, jokers: [joker('Joker'), joker('Mime')] };
    expect(describeRunChanges(two, { ...two, jokers: [joker('Joker')] })).toEqual([
      'Jokers: −Mime',
    ]);
    expect(describeRunChanges(two, { ...two, jokers: [joker('Mime'), joker('Joker')] })).toEqual([
      'Jokers: order or editions changed',
    ]);
  });

  it('is empty for equal runs and names anything else once', () => {
    expect(describeRunChanges(base, { ...base })).toEqual([]);
    expect(describeRunChanges(base, { ...base, shopRerolls: 2 })).toEqual(['Other run details']);
  });
});

describe('re-applying a dropped change', () => {
  it("puts back what the change touched and keeps the other device's other changes", () => {
    const mine = { ...base, money: 25 };
    const theirs = { ...base, ante: 2, jokers: [joker('Baron')] };
    expect(reapplyRunChanges(base, mine, theirs)).toEqual({ ...theirs, money: 25 });
  });

  it('takes the change where both changed the same part, and drops what it removed', () => {
    const withTags = { ...base, tags: ['Rare Tag' as const] };
    const mine: RunState = { ...base, money: 9 };
    const theirs = { ...withTags, money: 30 };
    expect(reapplyRunChanges(withTags, mine, theirs)).toEqual({ ...base, money: 9 });
  });
});
