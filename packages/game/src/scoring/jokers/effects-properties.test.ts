// Property tests (fast-check): invariants every Joker effect must keep for any play, through
// the engine's public scoreHand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardArb } from '../../../test/arbitraries';
import { JOKER_EDITIONS, type LuckMode } from '../../data/vocabulary';
import { JOKER_NAMES } from '../../data/jokers';
import { scoreHand } from '../score-play';
import type { CalculatorScenario, ScenarioJoker } from '../scenario';

const jokerArb: fc.Arbitrary<ScenarioJoker> = fc.record(
  { name: fc.constantFrom(...JOKER_NAMES), edition: fc.constantFrom(...JOKER_EDITIONS) },
  { requiredKeys: ['name'] },
);

const scenarioArb: fc.Arbitrary<CalculatorScenario> = fc.record({
  version: fc.constant(1 as const),
  played: fc.array(cardArb, { minLength: 1, maxLength: 5 }),
  held: fc.array(cardArb, { maxLength: 8 }),
  jokers: fc.array(jokerArb, { minLength: 1, maxLength: 5 }),
  money: fc.integer({ min: -20, max: 100 }),
  handsLeft: fc.integer({ min: 1, max: 4 }),
  discardsLeft: fc.integer({ min: 0, max: 4 }),
});

function scoreWith(scenario: CalculatorScenario, luck: LuckMode): number {
  const outcome = scoreHand({ ...scenario, luck });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.score;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('Joker effects, any play', () => {
  it('score a finite, non-negative whole number', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const score = scoreWith(scenario, 'average');
        expect(Number.isInteger(score) && score >= 0).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  // Every chance effect only adds (+Mult, +Chips, money for Bull, levels, xmult ≥ 1), so the
  // worst luck never beats the expected value, which never beats the best luck.
  it('order the luck modes: none ≤ average ≤ all', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const none = scoreWith(scenario, 'none');
        const average = scoreWith(scenario, 'average');
        const all = scoreWith(scenario, 'all');
        expect(none).toBeLessThanOrEqual(average);
        expect(average).toBeLessThanOrEqual(all);
      }),
      { numRuns: 300 },
    );
  });

  it('never mutate the scenario (its cards, Jokers and states)', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const before = JSON.stringify(scenario);
        scoreWith(deepFreeze(scenario), 'all');
        expect(JSON.stringify(scenario)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });
});
