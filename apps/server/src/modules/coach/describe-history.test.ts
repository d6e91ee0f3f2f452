import { appendRoundHistory, createRun, type RunState } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './builtin/answer-question';
import { describeHistory, RECENT_HISTORY_ROUNDS } from './describe-history';
import { describeBuild } from './describe-run';

function roundsPlayed(count: number): RunState {
  let run = createRun('Red Deck', 'White Stake', { bossBlind: 'The Wall' });
  for (let index = 0; index < count; index++) {
    run = appendRoundHistory(run, {
      outcome: index === 0 ? 'skipped' : 'played',
      tag: 'Rare Tag',
      moneyBefore: 4 + index,
      moneyAfter: 5 + index,
      purchases: index === count - 1 ? ['Jupiter'] : [],
      levelUps: index === count - 1 ? [{ hand: 'Flush', level: 2 }] : [],
    });
  }
  return run;
}

describe("the coach's view of the run's history", () => {
  it('says nothing before the first round', () => {
    const run = createRun('Red Deck', 'White Stake');
    expect(describeHistory(run)).toBeNull();
    expect(describeBuild(run)).not.toContain('History');
  });

  it('gives the totals and only the latest rounds, one line for any length of run', () => {
    const text = describeHistory(roundsPlayed(8)) ?? '';
    expect(text).toContain('History: 8 rounds (7 played, 1 skipped), money $4 to $12');
    expect(text).toContain('1 purchases, 0 sales, 1 level-ups');
    const latest = text.slice(text.indexOf('Latest:'));
    expect(latest.split(' | ')).toHaveLength(RECENT_HISTORY_ROUNDS);
    expect(latest).toContain(
      'ante 1 Small Blind played, $11 to $12; bought Jupiter; levelled Flush to 2',
    );
    expect(text).not.toContain('\n');
  });

  it('reaches the build summary and the built-in run summary', () => {
    const run = roundsPlayed(2);
    expect(describeBuild(run)).toContain('History: 2 rounds (1 played, 1 skipped)');
    const answer = answerQuestion({
      message: 'Summarize my run',
      run,
      hand: [],
      earlierQuestions: [],
    });
    expect(answer).toContain('- History: 2 rounds');
  });
});
