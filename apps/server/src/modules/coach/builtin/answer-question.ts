// The built-in, offline coach: understands the question (entities, intent scores, the
// conversation's context) and answers it with numbers from the game engine, verdict first, as
// short markdown. When nothing matched well it says what it can answer (ADR 019).
import type { RunState, ScenarioCard } from '@jokerwise/game';
import { createCoachBudget } from '../engine-tools';
import { answerAfford } from './answer-afford';
import { answerAntePlan } from './answer-ante-plan';
import { answerBasics } from './answer-basics';
import { answerBeatBlind, answerScorePlay } from './answer-beat-blind';
import { answerBestPlay } from './answer-best-play';
import { answerBoss } from './answer-boss';
import { answerBossList } from './answer-boss-list';
import { answerCapabilities } from './answer-capabilities';
import { answerCashOut } from './answer-cash-out';
import { answerChipsOrMult } from './answer-chips-or-mult';
import { answerComparePlays } from './answer-compare';
import { answerDeckUnknown } from './answer-deck-unknown';
import { answerDiscard } from './answer-discard';
import { answerHandLevel, answerWhichPlanet } from './answer-hand-level';
import { answerInterest } from './answer-interest';
import { answerJokerOrder } from './answer-joker-order';
import { answerJokerValue } from './answer-joker-value';
import { answerCardEffect, answerDeckRule, answerStakeRule } from './answer-reference';
import { answerReroll } from './answer-reroll';
import { answerHistory } from './answer-history';
import { answerRunSummary } from './answer-run-summary';
import { answerCapacity } from './answer-capacity';
import { answerDraws } from './answer-draws';
import { answerScoring } from './answer-scoring';
import { answerSellValue } from './answer-sell';
import { answerShop } from './answer-shop';
import { answerSkipBlind } from './answer-skip';
import { answerStrategy } from './answer-strategy';
import { answerSynergy } from './answer-synergy';
import { answerTarget } from './answer-target';
import { answerWhy } from './answer-why';
import { withTypedHand, type CoachQuestion } from './coach-question';
import { understandQuestion } from './conversation';
import type { Intent } from './intents';

export interface CoachInput {
  readonly message: string;
  readonly run: RunState;
  readonly hand: readonly ScenarioCard[];
  /** The player's earlier questions in this run's chat, oldest first (for follow-ups). */
  readonly earlierQuestions?: readonly string[];
}

const ANSWERS: { readonly [I in Intent]: (question: CoachQuestion) => string } = {
  capabilities: (question) => answerCapabilities(question),
  'compare-plays': answerComparePlays,
  'score-play': answerScorePlay,
  'best-play': (question) => answerBestPlay(withTypedHand(question)),
  discard: (question) => answerDiscard(withTypedHand(question)),
  'chips-or-mult': (question) => answerChipsOrMult(withTypedHand(question)),
  'scoring-rule': (question) => answerScoring(withTypedHand(question)),
  'beat-blind': (question) => answerBeatBlind(withTypedHand(question)),
  'skip-blind': answerSkipBlind,
  boss: answerBoss,
  'boss-list': answerBossList,
  synergy: answerSynergy,
  reroll: answerReroll,
  'sell-value': answerSellValue,
  'joker-value': answerJokerValue,
  'joker-order': (question) => answerJokerOrder(withTypedHand(question)),
  afford: answerAfford,
  shop: answerShop,
  'hand-level': answerHandLevel,
  'which-planet': answerWhichPlanet,
  'deck-rule': answerDeckRule,
  'stake-rule': answerStakeRule,
  'card-effect': answerCardEffect,
  'ante-plan': answerAntePlan,
  strategy: answerStrategy,
  target: answerTarget,
  interest: answerInterest,
  'cash-out': answerCashOut,
  'run-summary': answerRunSummary,
  history: answerHistory,
  capacity: answerCapacity,
  draws: (question) => answerDraws(withTypedHand(question)),
  basics: answerBasics,
  'deck-unknown': answerDeckUnknown,
};

export function answerQuestion(input: CoachInput): string {
  const { parsed, intent, asksWhy } = understandQuestion(input.message, input.earlierQuestions);
  // One budget for every best-play search of the answer (engine-tools/run-scenario.ts).
  const question: CoachQuestion = {
    message: input.message,
    run: input.run,
    hand: input.hand,
    parsed,
    budget: createCoachBudget(),
  };
  if (intent === null) return answerCapabilities(question, true);
  return asksWhy === true
    ? answerWhy(question, intent, ANSWERS[intent])
    : ANSWERS[intent](question);
}
