// What every intent's answer reads: the player's message, what was parsed from it, the run,
// the cards in hand, and the search budget all its engine tools share.
import type { RunState, ScenarioCard, SearchBudget } from '@jokerwise/game';
import type { ParsedQuestion } from './parse-question';

export interface CoachQuestion {
  readonly message: string;
  readonly parsed: ParsedQuestion;
  readonly run: RunState;
  readonly hand: readonly ScenarioCard[];
  readonly budget: SearchBudget;
}
