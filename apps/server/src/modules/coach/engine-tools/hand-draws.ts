// hand_draws: how far the cards in hand are from a Flush and a Straight (packages/game
// findDraws), with the cards toward each; the tool the built-in coach and the model share.
import { findDraws, ok, SUITS, type HandDraws } from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool, noCardsInHand, type ToolResult } from './engine-tool';
import { handCardsSchema } from './schemas';

export const handDrawsInputSchema = z.object({
  cards: handCardsSchema,
  flushSuit: z
    .enum(SUITS)
    .optional()
    .describe('One suit\'s Flush ("how many more Hearts?"); without it, the closest suit'),
});

export const handDrawsTool = defineEngineTool({
  name: 'hand_draws',
  description:
    "Count how many cards the hand lacks for a Flush and a Straight, with the run's Four Fingers and Smeared Joker (not odds: the deck is unknown).",
  inputSchema: handDrawsInputSchema,
  run(input, context): ToolResult<HandDraws> {
    const hand = input.cards ?? context.hand;
    if (hand.length === 0) return noCardsInHand();
    return ok(findDraws(hand, context.run.jokers, input.flushSuit));
  },
});
