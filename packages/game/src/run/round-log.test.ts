import { describe, expect, it } from 'vitest';
import { addConsumable } from './consumables';
import { createRun } from './create-run';
import { sellJoker, useConsumable } from './moves';
import { toRunScenario } from './run-scenario';
import { getRoundHistory } from './history';
import { addJoker } from './jokers';
import { answerMoneyUpdate, noteRoundEvent, playNextRound, skipBlindAndRecord } from './round-log';
import { unwrap, withFrozen } from './test-helpers';
import type { RunState } from './types';

function startRun(money = 10): RunState {
  return createRun('Red Deck', 'White Stake', { money, bossBlind: 'The Hook' });
}

describe('playNextRound', () => {
  it('writes the round just played to the history and opens the next one', () => {
    const run = startRun(7);
    const next = unwrap(withFrozen(run, playNextRound));
    expect(getRoundHistory(next)).toEqual([
      {
        ante: 1,
        round: 1,
        blindType: 'small',
        bossBlind: null,
        outcome: 'played',
        tag: null,
        moneyBefore: 7,
        moneyAfter: 7,
        purchases: [],
        sales: [],
        levelUps: [],
      },
    ]);
    expect(next.round).toBe(2);
    expect(next.currentRound).toEqual({ moneyBefore: 7, purchases: [], sales: [], levelUps: [] });
  });

  it('keeps the Boss Blind by name', () => {
    const run = { ...startRun(), round: 3 as const, blindType: 'boss' as const };
    expect(getRoundHistory(unwrap(playNextRound(run))).at(-1)?.bossBlind).toBe('The Hook');
  });

  it('fails like Next Round before the game is set up', () => {
    expect(playNextRound({ ...startRun(), stage: 'initial' })).toEqual({
      ok: false,
      code: 'NOT_PLAYING',
    });
  });
});

describe('answerMoneyUpdate', () => {
  it('makes the prompt answer the cash-out of the round that asked for it', () => {
    const played = unwrap(playNextRound(startRun(7)));
    const paid = withFrozen(played, (run) => answerMoneyUpdate(run, '15'));
    expect(paid.money).toBe(15);
    expect(paid.prompt).toBeNull();
    expect(getRoundHistory(paid).at(-1)?.moneyAfter).toBe(15);
    expect(paid.currentRound?.moneyBefore).toBe(15);
  });

  it('leaves the history alone for a change of money outside the prompt', () => {
    const played = { ...unwrap(playNextRound(startRun(7))), prompt: null };
    const changed = answerMoneyUpdate(played, 3);
    expect(getRoundHistory(changed).at(-1)?.moneyAfter).toBe(7);
    expect(changed.currentRound?.moneyBefore).toBe(7);
  });
});

describe('skipBlindAndRecord', () => {
  it('records a skipped round with its Tag and the money it paid', () => {
    const run = startRun(12);
    const skipped = unwrap(withFrozen(run, (frozen) => skipBlindAndRecord(frozen, 'Economy Tag')));
    expect(skipped.log).toBe('Skipped the Small Blind, took Economy Tag: +$12');
    expect(getRoundHistory(skipped.run)).toMatchObject([
      { round: 1, outcome: 'skipped', tag: 'Economy Tag', moneyBefore: 12, moneyAfter: 24 },
    ]);
    expect(skipped.run.currentRound?.moneyBefore).toBe(24);
  });

  it('refuses the Boss Blind and records nothing', () => {
    const boss = { ...startRun(), round: 3 as const, blindType: 'boss' as const };
    expect(skipBlindAndRecord(boss, 'Economy Tag')).toEqual({
      ok: false,
      code: 'CANNOT_SKIP_BOSS',
    });
  });
});

describe('noteRoundEvent', () => {
  it('collects purchases, sales and level-ups until the round ends', () => {
    const run = unwrap(addJoker(startRun(10), { name: 'Joker' }));
    const withPlanet = unwrap(addConsumable(run, { name: 'Jupiter', type: 'Planet', price: 3 }));
    const bought = noteRoundEvent(run, { ...withPlanet, money: 7 }, { purchase: 'Jupiter' });
    const used = unwrap(useConsumable(bought, 0)).run;
    const levelled = withFrozen(bought, (before) => noteRoundEvent(before, used));
    const sold = unwrap(sellJoker(levelled, 0)).run;
    const afterSale = noteRoundEvent(levelled, sold, { sale: 'Joker' });
    const entry = getRoundHistory(unwrap(playNextRound(afterSale))).at(-1);
    expect(entry).toMatchObject({
      moneyBefore: 10,
      moneyAfter: 8,
      purchases: ['Jupiter'],
      sales: ['Joker'],
      levelUps: [{ hand: 'Flush', level: 2 }],
    });
  });

  it('keeps the last 200 events of a round', () => {
    let run = startRun();
    for (let step = 0; step < 205; step += 1) {
      run = noteRoundEvent(run, run, { purchase: 'Jupiter' });
    }
    expect(run.currentRound?.purchases).toHaveLength(200);
  });
});

describe('toRunScenario reads the blind with its boss', () => {
  it('gives The Needle one hand and The Water no discards', () => {
    const needle = createRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Needle' });
    expect(toRunScenario(needle).handsLeft).toBe(1);
    const water = createRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Water' });
    expect(toRunScenario(water).discardsLeft).toBe(0);
  });
});
