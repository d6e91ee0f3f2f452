// best_play: the engine's best choice of cards from the hand, with the runners-up, compared
// with what the round still needs.
import { ok, type PlayChoice, type RunState, type ScenarioCard } from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool, noCardsInHand, toolFailure, type ToolResult } from './engine-tool';
import { findRunBestPlay, toJokerChanges } from './run-scenario';
import { handCardsSchema, jokerNameSchema, pokerHandSchema } from './schemas';
import { toHandScore, type HandScore } from './score-hand';

export const bestPlayInputSchema = z.object({
  cards: handCardsSchema,
  addJokers: z.array(jokerNameSchema).max(10).optional().describe('What-if: Jokers added'),
  removeJokers: z.array(jokerNameSchema).max(10).optional().describe('What-if: Jokers removed'),
  onlyHand: pokerHandSchema
    .optional()
    .describe('Only plays that make this poker hand ("my best Full House")'),
});
export type BestPlayInput = z.output<typeof bestPlayInputSchema>;

export interface PlayOption {
  /** The cards to play, in play order. */
  readonly cards: readonly ScenarioCard[];
  readonly score: HandScore;
}

export interface BestPlay {
  readonly best: PlayOption;
  readonly runnersUp: readonly PlayOption[];
  /** False when the search stopped at the answer's budget (the best play found by then). */
  readonly isComplete: boolean;
}

function toOption(choice: PlayChoice, hand: readonly ScenarioCard[], run: RunState): PlayOption {
  return {
    cards: choice.cards.map((index) => hand[index] as ScenarioCard),
    score: toHandScore(choice.result, run),
  };
}

export const bestPlayTool = defineEngineTool({
  name: 'best_play',
  description:
    "Find the highest-scoring cards to play from the hand (the calculator's or given cards) with the run's Jokers and boss.",
  inputSchema: bestPlayInputSchema,
  run(input, context): ToolResult<BestPlay> {
    const hand = input.cards ?? context.hand;
    if (hand.length === 0) return noCardsInHand();
    const outcome = findRunBestPlay(
      context.run,
      hand,
      toJokerChanges(input.addJokers, input.removeJokers),
      context.budget,
      input.onlyHand,
    );
    if (!outcome.ok) return toolFailure(outcome.code, outcome.message);
    return ok({
      best: toOption(outcome.value.best, hand, context.run),
      runnersUp: outcome.value.runnersUp.map((choice) => toOption(choice, hand, context.run)),
      isComplete: outcome.value.isComplete,
    });
  },
});
