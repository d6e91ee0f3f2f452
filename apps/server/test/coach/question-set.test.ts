// The coach's question set (docs/product/coach.md): over 100 questions across every category, each
// expected fact derived from the game's data in the set itself. The built-in coach must answer
// at least 90 % correctly and never show a number it cannot derive; the rate is printed.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/modules/coach/builtin';
import { deepFreeze } from './builtin/run-fixtures';
import { CATEGORIES, gradeAnswer, QUESTION_SET, toCoachInput } from './question-set';

/** Req. 6. */
const REQUIRED_PASS_RATE = 0.9;

const graded = QUESTION_SET.map((question) => {
  // Frozen inputs: an answer that changed the run or the hand would throw.
  const input = deepFreeze(structuredClone(toCoachInput(question)));
  return gradeAnswer(question, answerQuestion(input));
});

describe('the coach question set', () => {
  it('holds at least 100 questions and asks about every category', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(100);
    expect(new Set(QUESTION_SET.map((question) => question.category))).toEqual(new Set(CATEGORIES));
  });

  it('catches a number no engine output or game table holds', () => {
    const [first] = QUESTION_SET;
    if (first === undefined) throw new Error('empty question set');
    expect(gradeAnswer(first, 'It scores 123,457.').invented).toEqual([123_457]);
  });

  it(`answers at least ${REQUIRED_PASS_RATE * 100} % correctly and invents no number`, () => {
    const correct = graded.filter((result) => result.isCorrect).length;
    const rate = correct / graded.length;
    const failures = graded
      .filter((result) => !result.isCorrect)
      .map((result) => {
        const problems = [
          ...result.missing.map((fact) => `missing "${fact}"`),
          ...(result.isVerdictFirst
            ? []
            : [`verdict "${result.question.verdict ?? ''}" not first`]),
          ...result.invented.map((number) => `invented ${number}`),
        ];
        return `  - [${result.question.category}] "${result.question.message}": ${problems.join('; ')}`;
      });
    process.stdout.write(
      `Coach question set: ${correct}/${graded.length} correct (${(rate * 100).toFixed(1)} %)\n${failures.join('\n')}\n`,
    );
    expect(graded.flatMap((result) => result.invented)).toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(REQUIRED_PASS_RATE);
  });
});
