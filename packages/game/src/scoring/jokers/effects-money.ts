// Jokers that pay money while the hand is scored. The money counts at once for Bull and
// Bootstraps later in the same hand (the game's `G.GAME.dollar_buffer`), which is why these
// economy Jokers have effects here.
import type { JokerName } from '../../data/jokers';
import type { JokerEffect } from './types';

export const JOKER_EFFECTS = {
  'Business Card': {
    scoredCard: (ctx, _self, card) =>
      ctx.isFace(card) ? { money: 2, chance: { denominator: 2 } } : undefined,
  },
  // The round's hand is only known from `state.hand`; paid before any card scores.
  'To Do List': {
    before: (ctx, self) => (self.state.hand === ctx.hand ? { money: 4 } : undefined),
  },
  // A held-card effect, so Mime and Red Seals repeat it.
  'Reserved Parking': {
    heldCard: (ctx, _self, card) =>
      ctx.isFace(card) ? { money: 1, chance: { denominator: 2 } } : undefined,
  },
  // Gold includes face cards Midas Mask has just turned Gold.
  'Golden Ticket': {
    scoredCard: (_ctx, _self, card) => (card.enhancement === 'gold' ? { money: 4 } : undefined),
  },
  'Rough Gem': {
    scoredCard: (ctx, _self, card) => (ctx.isSuit(card, 'diamonds') ? { money: 1 } : undefined),
  },
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
