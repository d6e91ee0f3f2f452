// The current blind with boss limits, the money a round pays, undo/redo and the round
// history (src/run/blind-status.ts, round-money.ts, undo.ts, history.ts). Inputs frozen.
import { describe, expect, it } from 'vitest';
import {
  addJoker,
  addVoucher,
  appendRoundHistory,
  canRedo,
  canUndo,
  createRun,
  createUndoHistory,
  getBlindStatus,
  getRoundHistory,
  getRoundMoney,
  MAX_HISTORY_ROUNDS,
  recordAction,
  recordDiscard,
  recordHandPlayed,
  redo,
  undo,
  UNDO_LIMIT,
  type RunState,
} from '../src';
import { unwrap, withFrozen } from '../src/run/test-helpers';

function bossRun(boss: RunState['bossBlind']): RunState {
  return createRun('Red Deck', 'White Stake', { round: 3, bossBlind: boss });
}

describe('getBlindStatus (facts: bossBlinds)', () => {
  // Red Deck: 4 hands, 3 + 1 = 4 discards, hand size 8.
  const rows = [
    {
      title: 'no boss on a Small Blind',
      run: createRun('Red Deck', 'White Stake'),
      hands: 4,
      discards: 4,
      handSize: 8,
    },
    {
      title: 'The Needle: one hand',
      run: bossRun('The Needle'),
      hands: 1,
      discards: 4,
      handSize: 8,
    },
    {
      title: 'The Water: no discards',
      run: bossRun('The Water'),
      hands: 4,
      discards: 0,
      handSize: 8,
    },
    {
      title: 'The Manacle: hand size -1',
      run: bossRun('The Manacle'),
      hands: 4,
      discards: 4,
      handSize: 7,
    },
    { title: 'The Hook: no limit', run: bossRun('The Hook'), hands: 4, discards: 4, handSize: 8 },
  ] as const;
  it.each(rows)('$title', ({ run, hands, discards, handSize }) => {
    expect(withFrozen(run, getBlindStatus)).toMatchObject({ hands, discards, handSize });
  });

  it('reports the score so far and what is left, 0 once beaten', () => {
    const run = { ...createRun('Red Deck', 'White Stake'), currentScore: 100 };
    expect(getBlindStatus(run)).toMatchObject({
      score: 100,
      target: 300,
      remaining: 200,
      boss: null,
    });
    expect(getBlindStatus({ ...run, currentScore: 400 }).remaining).toBe(0);
  });

  it('tells where the blind stands: in play, beaten, saved by Mr. Bones, lost', () => {
    const run = createRun('Red Deck', 'White Stake'); // target 300, 4 hands
    const outcome = (changes: Partial<RunState>) => getBlindStatus({ ...run, ...changes }).outcome;
    expect(outcome({ currentScore: 299 })).toBe('in-play');
    // The game ends the round as soon as the score reaches the target, hands left or not.
    expect(outcome({ currentScore: 300 })).toBe('beaten');
    expect(outcome({ hands: 0, currentScore: 300 })).toBe('beaten');
    expect(outcome({ hands: 0, currentScore: 299 })).toBe('lost');
    const bones = unwrap(addJoker(run, { name: 'Mr. Bones' }));
    const saved = (currentScore: number) => getBlindStatus({ ...bones, hands: 0, currentScore });
    expect(saved(75).outcome).toBe('saved'); // 25% of 300
    expect(saved(74).outcome).toBe('lost');
    // The Needle's one hand, played: out of hands though the run stores more.
    const needle = recordHandPlayed(bossRun('The Needle'), 10);
    expect(getBlindStatus(needle).outcome).toBe('lost');
  });

  it('a boss picked for the ante does not limit its Small Blind', () => {
    const run = createRun('Red Deck', 'White Stake', { round: 1, bossBlind: 'The Needle' });
    expect(getBlindStatus(run).hands).toBe(4);
  });

  it('records a hand and a discard with the limits applied', () => {
    const needle = withFrozen(bossRun('The Needle'), (run) => recordHandPlayed(run, 250.7));
    expect(getBlindStatus(needle)).toMatchObject({ hands: 0, score: 250 });
    const water = withFrozen(bossRun('The Water'), recordDiscard);
    expect(getBlindStatus(water).discards).toBe(0);
    const plain = withFrozen(createRun('Red Deck', 'White Stake'), recordDiscard);
    expect(getBlindStatus(plain).discards).toBe(3);
  });
});

describe('getRoundMoney (facts: economy)', () => {
  const rows = [
    {
      title: 'Small Blind $3, $12 gives $2 interest, 2 hands left $2',
      run: { ...createRun('Red Deck', 'White Stake', { money: 12 }), hands: 2 },
      parts: {
        money: 12,
        blindReward: 3,
        interest: 2,
        unusedHands: 2,
        unusedDiscards: 0,
        total: 19,
      },
    },
    {
      title: 'Red Stake pays nothing for the Small Blind',
      run: { ...createRun('Red Deck', 'Red Stake', { money: 0 }), hands: 0 },
      parts: { blindReward: 0, interest: 0, unusedHands: 0, total: 0 },
    },
    {
      title: 'interest stops at $5 without Seed Money',
      run: { ...createRun('Red Deck', 'White Stake', { money: 100, round: 2 }), hands: 1 },
      parts: { blindReward: 4, interest: 5, unusedHands: 1, total: 110 },
    },
    {
      title: 'The Needle counts one unused hand at most; the boss pays $5',
      run: createRun('Red Deck', 'White Stake', { money: 0, round: 3, bossBlind: 'The Needle' }),
      parts: { blindReward: 5, unusedHands: 1, total: 6 },
    },
    {
      title: 'the ante 8 showdown boss pays $8',
      run: {
        ...createRun('Red Deck', 'White Stake', {
          money: 0,
          ante: 8,
          round: 3,
          bossBlind: 'Violet Vessel',
        }),
        hands: 0,
      },
      parts: { blindReward: 8, total: 8 },
    },
    {
      title: 'Green Deck: $2 per hand, $1 per discard, no interest',
      run: { ...createRun('Green Deck', 'White Stake', { money: 50 }), hands: 2, discards: 3 },
      parts: { interest: 0, unusedHands: 4, unusedDiscards: 3, total: 60 },
    },
  ];
  it.each(rows)('$title', ({ run, parts }) => {
    expect(withFrozen(run, getRoundMoney)).toMatchObject(parts);
  });

  it('counts To the Moon and Seed Money', () => {
    const base = createRun('Red Deck', 'White Stake', { money: 40 });
    const run = unwrap(addJoker(unwrap(addVoucher(base, 'Seed Money')), { name: 'To the Moon' }));
    // $40 is 8 steps of $5 (Seed Money allows 10, not 5); To the Moon pays $2 a step: $16.
    expect(getRoundMoney(run).interest).toBe(16);
  });
});

describe('undo and redo', () => {
  it('undoes Next Round with its name and redoes it', () => {
    const start = createUndoHistory(1);
    const after = withFrozen(start, (frozen) => recordAction(frozen, 'Next Round', 2));
    expect(canUndo(after)).toBe(true);
    const undone = withFrozen(after, undo);
    expect(undone).toEqual({
      history: { present: 1, past: [], future: [{ action: 'Next Round', state: 2 }] },
      message: 'Undone: Next Round',
    });
    const history = undone?.history ?? start;
    expect(canRedo(history)).toBe(true);
    const redone = withFrozen(history, redo);
    expect(redone?.message).toBe('Redone: Next Round');
    expect(redone?.history.present).toBe(2);
  });

  it('keeps at least 50 steps and drops the oldest past the limit', () => {
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(50);
    let history = createUndoHistory(0);
    for (let step = 1; step <= UNDO_LIMIT + 5; step++) history = recordAction(history, 'Buy', step);
    expect(history.past).toHaveLength(UNDO_LIMIT);
    let present = history.present;
    let current = history;
    for (;;) {
      const step = undo(current);
      if (step === null) break;
      current = step.history;
      present = current.present;
    }
    expect(present).toBe(5);
  });

  it('a new action clears redo, and nothing to undo gives null', () => {
    const once = recordAction(createUndoHistory('a'), 'Sell', 'b');
    const back = undo(once)?.history ?? once;
    const branched = recordAction(back, 'Use', 'c');
    expect(canRedo(branched)).toBe(false);
    expect(undo(createUndoHistory('a'))).toBeNull();
    expect(redo(createUndoHistory('a'))).toBeNull();
  });
});

describe('round history', () => {
  it('appends one entry per round with what happened in it', () => {
    const run = createRun('Red Deck', 'White Stake', { round: 3, bossBlind: 'The Hook', money: 8 });
    const next = withFrozen(run, (frozen) =>
      appendRoundHistory(frozen, {
        outcome: 'played',
        moneyBefore: 8,
        moneyAfter: 20,
        purchases: ['Jupiter'],
        sales: ['Joker'],
        levelUps: [{ hand: 'Flush', level: 2 }],
      }),
    );
    expect(getRoundHistory(next)).toEqual([
      {
        ante: 1,
        round: 3,
        blindType: 'boss',
        bossBlind: 'The Hook',
        outcome: 'played',
        tag: null,
        moneyBefore: 8,
        moneyAfter: 20,
        purchases: ['Jupiter'],
        sales: ['Joker'],
        levelUps: [{ hand: 'Flush', level: 2 }],
      },
    ]);
  });

  it('records a skip with its Tag, no boss on a Small Blind, and keeps older entries', () => {
    const run = createRun('Red Deck', 'White Stake', { bossBlind: 'The Hook' });
    const once = appendRoundHistory(run, {
      outcome: 'skipped',
      tag: 'Rare Tag',
      moneyBefore: 4,
      moneyAfter: 4,
    });
    const twice = appendRoundHistory(once, {
      outcome: 'played',
      tag: 'Rare Tag',
      moneyBefore: 4,
      moneyAfter: 9,
    });
    expect(
      getRoundHistory(twice).map((entry) => [entry.outcome, entry.tag, entry.bossBlind]),
    ).toEqual([
      ['skipped', 'Rare Tag', null],
      ['played', null, null],
    ]);
  });

  it('a run stored before history existed has none, and the oldest go past the cap', () => {
    expect(getRoundHistory(createRun('Red Deck', 'White Stake'))).toEqual([]);
    let run = createRun('Red Deck', 'White Stake');
    for (let round = 0; round <= MAX_HISTORY_ROUNDS; round++) {
      run = appendRoundHistory(run, { outcome: 'played', moneyBefore: round, moneyAfter: round });
    }
    expect(getRoundHistory(run)).toHaveLength(MAX_HISTORY_ROUNDS);
    expect(getRoundHistory(run)[0]?.moneyBefore).toBe(1);
  });
});
