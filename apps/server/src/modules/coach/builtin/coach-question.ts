// What every intent's answer reads: the player's message, what was understood from it (with
// the conversation's context), the run, the cards in hand, and the search budget all its
// engine tools share.
import type { RunState, ScenarioCard, SearchBudget } from '@jokerwise/game';
import type { ParsedQuestion } from './parse-question';

export interface CoachQuestion {
  readonly message: string;
  readonly parsed: ParsedQuestion;
  readonly run: RunState;
  readonly hand: readonly ScenarioCard[];
  readonly budget: SearchBudget;
}

/** Cards typed into the question ("what should I play with As Ah Ks 7d 2c?") are the hand. */
export function withTypedHand(question: CoachQuestion): CoachQuestion {
  const [typed, ...more] = question.parsed.cardGroups;
  if (typed === undefined || more.length > 0) return question;
  return { ...question, hand: typed };
}
