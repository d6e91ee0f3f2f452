// What every intent's answer reads: the player's message, what was parsed from it, the run
// and the cards in hand.
import type { RunState, ScenarioCard } from '@jokerwise/game';
import type { ParsedQuestion } from './parse-question';

export interface CoachQuestion {
  readonly message: string;
  readonly parsed: ParsedQuestion;
  readonly run: RunState;
  readonly hand: readonly ScenarioCard[];
}
