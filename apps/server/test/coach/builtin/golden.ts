// The golden-test table shape: one run state, one question, and every number the answer shows,
// each derived by hand from the game's tables and checked again against the engine function
// that owns it (docs/decisions/019-coach-understanding-pipeline.md).
import type { RunState, ScenarioCard } from '@jokerwise/game';
import { expect, it } from 'vitest';
import { answerQuestion, understandQuestion } from '../../../src/modules/coach/builtin';
import type { Intent } from '../../../src/modules/coach/builtin';
import { formatNumber } from '../../../src/modules/coach/builtin/format';
import { deepFreeze } from './run-fixtures';

export interface ShownNumber {
  /** The exact words of the answer that carry the number. */
  readonly phrase: string;
  /** Worked out by hand from the real tables and the scoring order. */
  readonly byHand: number;
  /** The same number from the engine function that owns it, called directly. */
  readonly engine: number;
}

export interface GoldenCase {
  readonly name: string;
  readonly run: RunState;
  readonly hand?: readonly ScenarioCard[];
  readonly message: string;
  readonly intent: Intent | null;
  readonly numbers: readonly ShownNumber[];
}

/** One `it` per case; inputs are frozen, so a coach that mutates them fails. */
export function itAnswers(cases: readonly GoldenCase[]): void {
  for (const golden of cases) {
    it(golden.name, () => {
      const run = deepFreeze(structuredClone(golden.run));
      const hand = deepFreeze(structuredClone(golden.hand ?? []));
      expect(understandQuestion(golden.message).intent).toBe(golden.intent);
      const answer = answerQuestion({ message: golden.message, run, hand });
      expect(golden.numbers.length).toBeGreaterThan(0);
      for (const shown of golden.numbers) {
        expect(answer, `answer:\n${answer}`).toContain(shown.phrase);
        expect(shown.phrase).toContain(formatNumber(shown.byHand));
        expect(shown.engine, shown.phrase).toBe(shown.byHand);
      }
    });
  }
}
