// The built-in, offline coach (issue req. 3): answers the questions players ask most with
// numbers from the game engine, as short markdown; anything else gets a run summary.
import type { RunState, ScenarioCard } from '@jokerwise/game';
import { createCoachBudget } from '../engine-tools';
import { answerAntePlan } from './answer-ante-plan';
import { answerBeatBlind } from './answer-beat-blind';
import { answerBestPlay } from './answer-best-play';
import { answerBoss } from './answer-boss';
import { answerInterest } from './answer-interest';
import { answerReroll } from './answer-reroll';
import { answerRunSummary } from './answer-run-summary';
import { answerShop } from './answer-shop';
import { answerSynergy } from './answer-synergy';
import { answerTarget } from './answer-target';
import type { CoachQuestion } from './coach-question';
import { detectIntent, type Intent } from './detect-intent';
import { parseQuestion } from './parse-question';

export interface CoachInput {
  readonly message: string;
  readonly run: RunState;
  readonly hand: readonly ScenarioCard[];
}

const ANSWERS: { readonly [I in Intent]: (question: CoachQuestion) => string } = {
  reroll: answerReroll,
  synergy: answerSynergy,
  boss: answerBoss,
  'best-play': answerBestPlay,
  'beat-blind': answerBeatBlind,
  'ante-plan': answerAntePlan,
  target: answerTarget,
  interest: answerInterest,
  shop: answerShop,
  'run-summary': answerRunSummary,
};

export function answerQuestion(input: CoachInput): string {
  const parsed = parseQuestion(input.message);
  // One budget for every best-play search of the answer (engine-tools/run-scenario.ts).
  return ANSWERS[detectIntent(parsed)]({ ...input, parsed, budget: createCoachBudget() });
}
