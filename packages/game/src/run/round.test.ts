import { describe, expect, it } from 'vitest';
import { createInitialRunState, createRun } from './create-run';
import { addJoker } from './jokers';
import {
  advanceRound,
  dismissPrompt,
  selectBossBlind,
  setCurrentScore,
  setShopOpen,
  updateMoney,
} from './round';
import { addShopItem } from './shop';
import { unwrap, withFrozen } from './test-helpers';
import type { RoundInAnte, RunState } from './types';
import { addVoucher } from './vouchers';

describe('advanceRound (docs/product/workspace.md Next Round)', () => {
  it.each([
    {
      ante: 1,
      round: 1,
      next: { ante: 1, round: 2, blindType: 'big', targetScore: 450 },
      source: 'docs/product/workspace.md round +1; facts blinds.targetsByAnte.white[1].big',
    },
    {
      ante: 1,
      round: 2,
      next: { ante: 1, round: 3, blindType: 'boss', targetScore: 600 },
      source: 'docs/product/workspace.md 3 = Boss; facts targetsByAnte.white[1].boss',
    },
    {
      ante: 1,
      round: 3,
      next: { ante: 2, round: 1, blindType: 'small', targetScore: 800 },
      source:
        'docs/product/workspace.md past round 3 → ante +1; facts targetsByAnte.white[2].small',
    },
    {
      ante: 8,
      round: 3,
      next: { ante: 9, round: 1, blindType: 'small', targetScore: 110_000 },
      source: 'facts blinds.targetsByAnte.white[9].small',
    },
  ] as const)(
    'ante $ante round $round → $next.ante/$next.round ($source)',
    ({ ante, round, next }) => {
      const start = createRun('Red Deck', 'White Stake', {
        ante,
        round: round as RoundInAnte,
        bossBlind: 'The Hook',
      });
      const advanced = unwrap(withFrozen(start, advanceRound));
      expect(advanced).toMatchObject(next);
    },
  );

  it('keeps the boss, opens the shop and asks for money within an ante (docs/product/workspace.md)', () => {
    const start = createRun('Red Deck', 'White Stake', { bossBlind: 'The Hook' });
    const advanced = unwrap(advanceRound(start));
    expect(advanced).toMatchObject({
      bossBlind: 'The Hook',
      isShopOpen: true,
      prompt: { kind: 'update-money', round: 1 },
    });
  });

  it('clears the boss, closes the shop and requests a boss pick on a new ante (docs/product/workspace.md)', () => {
    const start = createRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Hook' });
    expect(unwrap(advanceRound(start))).toMatchObject({
      bossBlind: null,
      isShopOpen: false,
      prompt: { kind: 'select-boss' },
    });
  });

  it('empties the shop, resets rerolls and refills hands and discards (docs/product/workspace.md; facts economy.reroll)', () => {
    const withItem = unwrap(
      addShopItem(createRun('Red Deck', 'White Stake'), { type: 'Tarot', name: 'The Fool' }),
    );
    const midRound = { ...withItem, shopRerolls: 2, hands: 1, discards: 0, currentScore: 120 };
    expect(unwrap(advanceRound(midRound))).toMatchObject({
      shopItems: [],
      shopRerolls: 0,
      hands: 4,
      discards: 4,
      currentScore: 0,
    });
  });

  it('applies owned vouchers to the next round (facts vouchers[Grabber])', () => {
    const run = unwrap(addVoucher(createRun('Red Deck', 'White Stake'), 'Grabber'));
    expect(unwrap(advanceRound(run)).hands).toBe(5);
  });

  it('a round Mr. Bones saved costs him, and only then (facts: jokers[Mr. Bones])', () => {
    const withBones = unwrap(addJoker(createRun('Red Deck', 'White Stake'), { name: 'Mr. Bones' }));
    const names = (run: RunState) => unwrap(advanceRound(run)).jokers.map((joker) => joker.name);
    // 75 of 300 is a quarter of the target: saved, and he self-destructs.
    expect(names({ ...withBones, hands: 0, currentScore: 75 })).toEqual([]);
    // Beaten, or still holding hands: nothing to save.
    expect(names({ ...withBones, hands: 0, currentScore: 300 })).toEqual(['Mr. Bones']);
    expect(names({ ...withBones, hands: 1, currentScore: 0 })).toEqual(['Mr. Bones']);
    // Below a quarter he cannot save it; the tracker still moves on and keeps him.
    expect(names({ ...withBones, hands: 0, currentScore: 74 })).toEqual(['Mr. Bones']);
  });

  it('fails with NOT_PLAYING during setup (docs/product/workspace.md: Next Round is shown while playing)', () => {
    expect(advanceRound(createInitialRunState())).toEqual({ ok: false, code: 'NOT_PLAYING' });
  });
});

describe('selectBossBlind (docs/product/workspace.md Select Boss Blind)', () => {
  it('after a boss pick the shop opens and the money of round 3 is asked for', () => {
    const newAnte = unwrap(advanceRound(createRun('Red Deck', 'White Stake', { round: 3 })));
    const picked = unwrap(withFrozen(newAnte, (run) => selectBossBlind(run, 'The Wall')));
    expect(picked).toMatchObject({
      bossBlind: 'The Wall',
      isShopOpen: true,
      prompt: { kind: 'update-money', round: 3 },
    });
  });

  it('recomputes a Boss round target with the boss multiplier (facts: The Wall x4, ante 2 base 800)', () => {
    const bossRound = createRun('Red Deck', 'White Stake', { ante: 2, round: 3 });
    expect(unwrap(selectBossBlind(bossRound, 'The Wall')).targetScore).toBe(3200);
    expect(unwrap(selectBossBlind(bossRound, 'The Needle')).targetScore).toBe(800);
  });

  it('can change the boss at any time while playing without opening the shop', () => {
    const run = createRun('Red Deck', 'White Stake', { ante: 3 });
    expect(unwrap(selectBossBlind(run, 'The Eye'))).toMatchObject({
      bossBlind: 'The Eye',
      isShopOpen: false,
      prompt: null,
    });
  });

  it.each([
    { ante: 1, boss: 'The Ox', source: 'facts bossBlinds[The Ox].minAnte 6' },
    {
      ante: 8,
      boss: 'The Hook',
      source: 'facts: regular bosses never on antes that are multiples of 8',
    },
    { ante: 7, boss: 'Cerulean Bell', source: 'facts: showdown bosses only on antes 8, 16 ...' },
  ] as const)('refuses $boss on ante $ante with BOSS_NOT_AVAILABLE ($source)', ({ ante, boss }) => {
    expect(selectBossBlind(createRun('Red Deck', 'White Stake', { ante }), boss)).toEqual({
      ok: false,
      code: 'BOSS_NOT_AVAILABLE',
    });
  });

  it('fails with NOT_PLAYING during setup', () => {
    expect(selectBossBlind(createInitialRunState(), 'The Hook')).toEqual({
      ok: false,
      code: 'NOT_PLAYING',
    });
  });
});

describe('updateMoney (docs/product/workspace.md Update Money)', () => {
  it.each([
    { input: '23', money: 23, source: 'docs/product/workspace.md integer' },
    { input: 'abc', money: 0, source: 'docs/product/workspace.md a non-numeric entry becomes 0' },
    { input: '9.9', money: 9, source: 'docs/product/workspace.md integer' },
  ])('$input → $money ($source)', ({ input, money }) => {
    const asked = unwrap(advanceRound(createRun('Red Deck', 'White Stake')));
    const updated = withFrozen(asked, (run) => updateMoney(run, input));
    expect(updated).toMatchObject({ money, prompt: null });
  });

  it('keeps a pending boss pick open', () => {
    const newAnte = unwrap(advanceRound(createRun('Red Deck', 'White Stake', { round: 3 })));
    expect(updateMoney(newAnte, '10').prompt).toEqual({ kind: 'select-boss' });
  });

  it('dismissPrompt closes only the money prompt', () => {
    const asked = unwrap(advanceRound(createRun('Red Deck', 'White Stake')));
    expect(dismissPrompt(asked)).toMatchObject({ prompt: null, money: asked.money });
    const newAnte = unwrap(advanceRound(createRun('Red Deck', 'White Stake', { round: 3 })));
    expect(dismissPrompt(newAnte).prompt).toEqual({ kind: 'select-boss' });
  });
});

describe('small setters', () => {
  it('setShopOpen and setCurrentScore return new states', () => {
    const run = createRun('Red Deck', 'White Stake');
    expect(withFrozen(run, (frozen) => setShopOpen(frozen, true)).isShopOpen).toBe(true);
    expect(withFrozen(run, (frozen) => setCurrentScore(frozen, 250.7)).currentScore).toBe(250);
    expect(setCurrentScore(run, Number.NaN).currentScore).toBe(0);
  });
});
