// The coach's question set: the developers' own questions across every category the coach
// answers, run by question-set.test.ts (pass rate) and bench/coach.bench.ts (answer time).
import { RULES_QUESTIONS } from './rules-questions';
import { BUILD_AND_PLAN_QUESTIONS } from './build-questions';
import { HAND_AND_SHOP_QUESTIONS } from './hand-questions';
import { PLAYER_QUESTIONS } from './player-questions';
import type { QuestionCase } from './runs';

export const QUESTION_SET: readonly QuestionCase[] = [
  ...RULES_QUESTIONS,
  ...HAND_AND_SHOP_QUESTIONS,
  ...BUILD_AND_PLAN_QUESTIONS,
  ...PLAYER_QUESTIONS,
];
export { CATEGORIES, type Category, type QuestionCase } from './runs';
export { gradeAnswer, toCoachInput, type GradedAnswer } from './grade';
