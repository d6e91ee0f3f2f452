// Grades one answer of the question set: every expected fact is in it, its first line carries
// the verdict, and it shows no number that cannot be derived (derivable-numbers.ts).
import type { CoachInput } from '../../../src/modules/coach/builtin';
import { findInventedNumbers } from './derivable-numbers';
import type { QuestionCase } from './runs';

export interface GradedAnswer {
  readonly question: QuestionCase;
  readonly answer: string;
  readonly missing: readonly string[];
  readonly isVerdictFirst: boolean;
  readonly invented: readonly number[];
  readonly isCorrect: boolean;
}

export function toCoachInput(question: QuestionCase): CoachInput {
  return {
    message: question.message,
    run: question.run,
    hand: question.hand ?? [],
    earlierQuestions: question.earlier ?? [],
  };
}

export function gradeAnswer(question: QuestionCase, answer: string): GradedAnswer {
  const missing = question.expects.filter((fact) => !answer.includes(fact));
  const firstLine = answer.split('\n')[0] ?? '';
  const isVerdictFirst = question.verdict === undefined || firstLine.includes(question.verdict);
  const invented = findInventedNumbers(answer, question);
  return {
    question,
    answer,
    missing,
    isVerdictFirst,
    invented,
    isCorrect: missing.length === 0 && isVerdictFirst && invented.length === 0,
  };
}
