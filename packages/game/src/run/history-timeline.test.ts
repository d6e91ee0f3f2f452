import { describe, expect, it } from 'vitest';
import { appendRoundHistory, getRoundHistory } from './history';
import {
  getHistoryBlindName,
  getMoneyPerRound,
  ROUND_OUTCOME_LABELS,
  summarizeRunHistory,
} from './history-timeline';
import { createRun } from './create-run';
import type { RunState } from './types';

function threeRounds(): RunState {
  let run = createRun('Red Deck', 'White Stake', { money: 4, bossBlind: 'The Wall' });
  run = appendRoundHistory(run, {
    outcome: 'skipped',
    tag: 'Rare Tag',
    moneyBefore: 4,
    moneyAfter: 4,
  });
  run = appendRoundHistory(
    { ...run, round: 2, blindType: 'big' },
    { outcome: 'played', moneyBefore: 4, moneyAfter: 13, purchases: ['Jupiter', 'Joker'] },
  );
  return appendRoundHistory(
    { ...run, round: 3, blindType: 'boss' },
    {
      outcome: 'played',
      moneyBefore: 13,
      moneyAfter: 9,
      sales: ['Joker'],
      levelUps: [{ hand: 'Flush', level: 2 }],
    },
  );
}

describe('the history timeline', () => {
  it('names each round by its blind, the boss by its name', () => {
    expect(getRoundHistory(threeRounds()).map(getHistoryBlindName)).toEqual([
      'Small Blind',
      'Big Blind',
      'The Wall',
    ]);
    expect(ROUND_OUTCOME_LABELS.imported).toBe('Imported from save');
  });

  it('gives one chart point per entry with the money after it and the change', () => {
    expect(getMoneyPerRound(getRoundHistory(threeRounds()))).toEqual([
      { position: 1, label: 'A1 Small', money: 4, change: 0 },
      { position: 2, label: 'A1 Big', money: 13, change: 9 },
      { position: 3, label: 'A1 Boss', money: 9, change: -4 },
    ]);
  });

  it('labels an import apart from the round played after it', () => {
    const imported = appendRoundHistory(createRun('Red Deck', 'White Stake', { money: 7 }), {
      outcome: 'imported',
      moneyBefore: 7,
      moneyAfter: 7,
    });
    const played = appendRoundHistory(imported, {
      outcome: 'played',
      moneyBefore: 7,
      moneyAfter: 13,
    });
    expect(getMoneyPerRound(getRoundHistory(played)).map((point) => point.label)).toEqual([
      'Import',
      'A1 Small',
    ]);
  });

  it('summarizes rounds, money and what changed hands; nothing before the first round', () => {
    expect(summarizeRunHistory(getRoundHistory(threeRounds()))).toEqual({
      rounds: 3,
      played: 2,
      skipped: 1,
      imports: 0,
      firstMoney: 4,
      lastMoney: 9,
      purchases: 2,
      sales: 1,
      levelUps: 1,
    });
    expect(summarizeRunHistory([])).toBeNull();
  });
});
