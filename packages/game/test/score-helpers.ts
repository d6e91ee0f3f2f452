// What the engine tests share: a pair of Kings, and scoring that fails the test on an error
// code. The scenario is frozen so a rule that mutated its input would throw.
import { scoreHand, type CalculatorScenario, type ScenarioCard, type ScoreResult } from '../src';

export { cards } from '../src/scoring/jokers/effects-fixtures';

export const KINGS: readonly ScenarioCard[] = [
  { rank: 'K', suit: 'spades' },
  { rank: 'K', suit: 'hearts' },
];

export function score(scenario: Omit<CalculatorScenario, 'version'>, ante?: number): ScoreResult {
  const input = Object.freeze({ version: 1, ...scenario } as const);
  const outcome = scoreHand(input, ante === undefined ? {} : { ante });
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}
