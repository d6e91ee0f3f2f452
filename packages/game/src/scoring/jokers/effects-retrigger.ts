// Jokers that make cards trigger again (facts: scoringOrder 5 and 6). A count is extra
// triggers; the engine repeats the card's whole step for each.
import type { JokerName } from '../../data/jokers';
import type { JokerEffect } from './types';

export const JOKER_EFFECTS = {
  // Every held card that had an effect (Steel, Baron, Shoot the Moon...) triggers once more;
  // the engine asks only for such cards.
  Mime: { heldRetriggers: () => 1 },
  // `handsLeft` counts this hand, so 1 is the round's final hand.
  Dusk: { playedRetriggers: (ctx) => (ctx.handsLeft === 1 ? 1 : 0) },
  Hack: { playedRetriggers: (_ctx, _self, card) => (card.rankId >= 2 && card.rankId <= 5 ? 1 : 0) },
  // Counts down outside scoring and is gone at 0, so an owned Seltzer always retriggers.
  Seltzer: { playedRetriggers: () => 1 },
  'Sock and Buskin': { playedRetriggers: (ctx, _self, card) => (ctx.isFace(card) ? 1 : 0) },
  // The first scoring card, 2 more times in 1.0.1o (facts: jokers, Hanging Chad).
  'Hanging Chad': {
    orderSensitive: true,
    playedRetriggers: (_ctx, _self, card) => (card.scoringIndex === 0 ? 2 : 0),
  },
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
