import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { POKER_HAND_NAMES } from '../data/vocabulary';
import { createRun } from './create-run';
import { unwrap, withFrozen } from './test-helpers';
import {
  canDecrementHandLevel,
  canIncrementHandLevel,
  decrementHandLevel,
  incrementHandLevel,
  setHandLevel,
  setSecretHandsUnlocked,
  toggleSecretHands,
} from './tracker';

const base = createRun('Red Deck', 'White Stake');
const unlocked = setSecretHandsUnlocked(base, true);

describe('hand levels (docs/product/workspace.md Poker tracker range 1 to 50)', () => {
  it('start at level 1 for all 12 hands, secret hands locked', () => {
    expect(Object.keys(base.tracker.handLevels)).toEqual([...POKER_HAND_NAMES]);
    expect(Object.values(base.tracker.handLevels).every((level) => level === 1)).toBe(true);
    expect(base.tracker.secretHandsUnlocked).toBe(false);
  });

  it.each([
    { level: 7, expected: 7, source: 'docs/product/workspace.md' },
    { level: 0, expected: 1, source: 'docs/product/workspace.md clamped between 1 and 50' },
    { level: -4, expected: 1, source: 'docs/product/workspace.md clamped between 1 and 50' },
    { level: 51, expected: 50, source: 'docs/product/workspace.md clamped between 1 and 50' },
    { level: 12.6, expected: 12, source: 'docs/product/workspace.md whole levels' },
    { level: Number.NaN, expected: 1, source: 'docs/product/workspace.md clamped' },
  ])('setHandLevel($level) → $expected ($source)', ({ level, expected }) => {
    const run = unwrap(withFrozen(base, (frozen) => setHandLevel(frozen, 'Pair', level)));
    expect(run.tracker.handLevels.Pair).toBe(expected);
  });

  it('increments and decrements, stopping at 50 and 1 (docs/product/workspace.md level buttons)', () => {
    const top = unwrap(setHandLevel(base, 'Flush', 50));
    expect(canIncrementHandLevel(top, 'Flush')).toBe(false);
    expect(unwrap(incrementHandLevel(top, 'Flush')).tracker.handLevels.Flush).toBe(50);
    expect(unwrap(decrementHandLevel(top, 'Flush')).tracker.handLevels.Flush).toBe(49);
    expect(canDecrementHandLevel(base, 'Flush')).toBe(false);
    expect(unwrap(decrementHandLevel(base, 'Flush')).tracker.handLevels.Flush).toBe(1);
    expect(unwrap(incrementHandLevel(base, 'Flush')).tracker.handLevels.Flush).toBe(2);
  });

  const secret = facts.pokerHands.filter((hand) => hand.secret).map((hand) => hand.name);

  it.each(secret)(
    '%s is locked until secret hands are unlocked (facts pokerHands[].secret; docs/product/workspace.md)',
    (hand) => {
      const name = POKER_HAND_NAMES.find((candidate) => candidate === hand);
      if (name === undefined) throw new Error(`unknown hand ${hand}`);
      expect(setHandLevel(base, name, 3)).toEqual({ ok: false, code: 'HAND_LOCKED' });
      expect(incrementHandLevel(base, name)).toEqual({ ok: false, code: 'HAND_LOCKED' });
      expect(canIncrementHandLevel(base, name)).toBe(false);
      expect(unwrap(setHandLevel(unlocked, name, 3)).tracker.handLevels[name]).toBe(3);
    },
  );

  it('locking again keeps the levels (docs/product/workspace.md toggle)', () => {
    const raised = unwrap(setHandLevel(unlocked, 'Flush Five', 4));
    const locked = toggleSecretHands(raised);
    expect(locked.tracker).toMatchObject({
      secretHandsUnlocked: false,
      handLevels: { 'Flush Five': 4 },
    });
  });
});
