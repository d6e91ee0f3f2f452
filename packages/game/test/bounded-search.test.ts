// Best play within a work budget (src/scoring/search-budget.ts): the search stops when the
// budget is spent and answers with the best play found so far, flagged `isComplete: false`;
// work is counted, so the same input always stops at the same play.
import { describe, expect, it } from 'vitest';
import {
  SearchBudget,
  findBestPlay,
  scoreHand,
  type BestPlayResult,
  type CalculatorScenario,
  type ScenarioCard,
} from '../src';
import { cards } from './score-helpers';

/** A budget that records what each scoring spent, to see where the search stopped. */
class RecordingBudget extends SearchBudget {
  readonly spent: number[] = [];

  override spend(work: number): void {
    this.spent.push(work);
    super.spend(work);
  }
}

/** Twelve cards: a low Heart Flush among unrelated high cards, with Flush at level 20. */
const LOW_FLUSH: CalculatorScenario = {
  version: 1,
  played: [],
  held: cards('KS KC QD JS 10C 4S AD 2H 3H 5H 7H 9H'),
  handLevels: { Flush: 20 },
  jokers: [{ name: 'Joker' }, { name: 'Baron' }, { name: 'Photograph' }],
};

function bestOf(scenario: CalculatorScenario, budget?: SearchBudget): BestPlayResult {
  const outcome = findBestPlay(scenario, budget ? { budget } : {});
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

/** The played cards of a choice scored on their own: the answer is a real play. */
function replay(scenario: CalculatorScenario, result: BestPlayResult): number {
  const held = scenario.held ?? [];
  const { cards: chosen, heldOrder } = result.best;
  const kept = heldOrder ?? held.map((_, index) => index).filter((i) => !chosen.includes(i));
  const outcome = scoreHand({
    ...scenario,
    played: chosen.map((index) => held[index] as ScenarioCard),
    held: kept.map((index) => held[index] as ScenarioCard),
  });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value.score;
}

describe('best play within a budget', () => {
  it('answers as without a budget when the budget covers the search', () => {
    const unbounded = bestOf(LOW_FLUSH);
    const bounded = bestOf(LOW_FLUSH, new SearchBudget(Number.MAX_SAFE_INTEGER));
    expect(unbounded.isComplete).toBe(true);
    expect(bounded).toEqual(unbounded);
  });

  it('stops once the budget is spent, finishing only the set it was scoring', () => {
    const budget = new RecordingBudget(20_000);
    const result = bestOf(LOW_FLUSH, budget);
    expect(result.isComplete).toBe(false);
    let total = 0;
    const crossed = budget.spent.findIndex((work) => (total += work) >= 20_000);
    expect(crossed).toBeGreaterThanOrEqual(0);
    // One set is scored at most 7 times: as given, with held cards arranged, in 5 orders.
    expect(budget.spent.length - 1 - crossed).toBeLessThan(7);
    expect(result.best.result.score).toBe(replay(LOW_FLUSH, result));
  });

  it('stops at the same play every time (work is counted, not timed)', () => {
    const first = bestOf(LOW_FLUSH, new SearchBudget(20_000));
    const second = bestOf(LOW_FLUSH, new SearchBudget(20_000));
    expect(second).toEqual(first);
  });

  it('scores the strongest-looking hands of a large hand first: the low Flush within 5% of the work', () => {
    const whole = new RecordingBudget(Number.MAX_SAFE_INTEGER);
    const answer = bestOf(LOW_FLUSH, whole);
    expect(answer.best.result.hand).toBe('Flush');
    const total = whole.spent.reduce((sum, work) => sum + work, 0);
    const cut = bestOf(LOW_FLUSH, new SearchBudget(total * 0.05));
    expect(cut.isComplete).toBe(false);
    expect(cut.best.result.hand).toBe('Flush');
    expect(cut.best.result.score).toBe(answer.best.result.score);
  });

  it('still answers with one play when a shared budget is already spent', () => {
    const budget = new SearchBudget(1);
    bestOf(LOW_FLUSH, budget);
    const result = bestOf(LOW_FLUSH, budget);
    expect(result.isComplete).toBe(false);
    expect(result.runnersUp).toHaveLength(0);
    expect(result.best.result.score).toBe(replay(LOW_FLUSH, result));
  });
});
