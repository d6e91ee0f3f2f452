// Jokers that change while the hand is played, before (or as) they score: `state` is what
// the card showed when the hand was selected, and this hand's growth is applied first, as
// the game does (calculator-scenario.md, "What a Joker's state means").
//
// The game guards every one of these updates with `not context.blueprint`, so they return
// nothing when Blueprint or Brainstorm runs them; the copy still scores the grown value
// through `main`.
import { POKER_HAND_NAMES } from '../../data/vocabulary';
import type { JokerName } from '../../data/jokers';
import { chipsUnlessZero, contains, multUnlessZero, xmultUnlessOne } from './effects-support';
import type { CardChange, JokerEffect, JokerSelf, ScoringContext } from './types';

/** Adds scaling steps without drifting (0.1 + 0.2 stays 0.3, as the card displays it). */
function grow(value: number, step: number): number {
  return Number((value + step).toFixed(10));
}

const scoreChips: JokerEffect['main'] = (_ctx, self) => chipsUnlessZero(self.state.chips ?? 0);
const scoreMult: JokerEffect['main'] = (_ctx, self) => multUnlessZero(self.state.mult ?? 0);
const scoreXmult: JokerEffect['main'] = (_ctx, self) => xmultUnlessOne(self.state.xmult ?? 1);

/**
 * Obelisk resets when this play's hand, this play counted, is strictly the run's most played:
 * a tie with another hand keeps it growing, as in the game.
 */
function isMostPlayed(ctx: ScoringContext): boolean {
  const plays = (ctx.handsPlayed[ctx.hand] ?? 0) + 1;
  return POKER_HAND_NAMES.every(
    (hand) => hand === ctx.hand || (ctx.handsPlayed[hand] ?? 0) < plays,
  );
}

/** Vampire: every scoring card that is Enhanced (Stone included) and not debuffed. A drained
 *  Stone card scores its printed rank from then on (hooks.ts `applyCardChanges`). */
function drainEnhancements(ctx: ScoringContext): readonly CardChange[] {
  return ctx.scoring
    .filter((card) => card.enhancement !== undefined && !card.debuffed)
    .map((card) => ({ index: card.index, enhancement: null }));
}

function isCopy(self: JokerSelf): boolean {
  return self.copiedBy !== undefined;
}

export const JOKER_EFFECTS = {
  // Ride the Bus: any scoring face card resets it to 0 before it scores; otherwise +1.
  'Ride the Bus': {
    before: (ctx, self) => {
      if (isCopy(self)) return undefined;
      const hasFace = ctx.scoring.some((card) => ctx.isFace(card));
      return { state: { ...self.state, mult: hasFace ? 0 : (self.state.mult ?? 0) + 1 } };
    },
    main: scoreMult,
  },
  Runner: {
    before: (ctx, self) =>
      !isCopy(self) && contains(ctx, 'Straight')
        ? { state: { ...self.state, chips: (self.state.chips ?? 0) + 15 } }
        : undefined,
    main: scoreChips,
  },
  // Hiker's +5 lands after the card's chips are counted, so it shows from the next trigger.
  // Copies add another +5 (no `blueprint` guard in the game).
  Hiker: {
    scoredCard: (_ctx, _self, card) => ({
      cardChanges: [{ index: card.index, addExtraChips: 5 }],
    }),
  },
  // +1 for the hand played; discards lower it outside scoring, which `state` reflects.
  'Green Joker': {
    before: (_ctx, self) =>
      isCopy(self) ? undefined : { state: { ...self.state, mult: (self.state.mult ?? 0) + 1 } },
    main: scoreMult,
  },
  // Exactly four cards played, scoring or not (`#context.full_hand == 4`).
  'Square Joker': {
    before: (ctx, self) =>
      !isCopy(self) && ctx.played.length === 4
        ? { state: { ...self.state, chips: (self.state.chips ?? 0) + 4 } }
        : undefined,
    main: scoreChips,
  },
  // Each Enhanced scoring card loses its Enhancement before it scores and gives X0.1.
  Vampire: {
    before: (ctx, self) => {
      const drained = isCopy(self) ? [] : drainEnhancements(ctx);
      if (drained.length === 0) return undefined;
      const xmult = grow(self.state.xmult ?? 1, 0.1 * drained.length);
      return { state: { ...self.state, xmult }, cardChanges: drained };
    },
    main: scoreXmult,
  },
  Obelisk: {
    before: (ctx, self) => {
      if (isCopy(self)) return undefined;
      const xmult = isMostPlayed(ctx) ? 1 : grow(self.state.xmult ?? 1, 0.2);
      return { state: { ...self.state, xmult } };
    },
    main: scoreXmult,
  },
  // Scoring face cards turn Gold before they score, losing any other Enhancement.
  'Midas Mask': {
    before: (ctx, self) => {
      if (isCopy(self)) return undefined;
      const faces = ctx.scoring.filter((card) => ctx.isFace(card));
      const changes = faces.map((card) => ({ index: card.index, enhancement: 'gold' as const }));
      return changes.length === 0 ? undefined : { cardChanges: changes };
    },
  },
  // Grows by each Lucky card trigger that fired (either roll), before it scores.
  'Lucky Cat': {
    scoredCard: (_ctx, self, card) =>
      !isCopy(self) && card.luckyTrigger > 0
        ? { state: { ...self.state, xmult: grow(self.state.xmult ?? 1, 0.25 * card.luckyTrigger) } }
        : undefined,
    main: scoreXmult,
  },
  // Contains Two Pair: a Two Pair, a Full House or a Flush House (never Four of a Kind).
  'Spare Trousers': {
    before: (ctx, self) =>
      !isCopy(self) && contains(ctx, 'Two Pair')
        ? { state: { ...self.state, mult: (self.state.mult ?? 0) + 2 } }
        : undefined,
    main: scoreMult,
  },
  // +8 each time a 2 scores, retriggers included, before Wee Joker scores.
  'Wee Joker': {
    scoredCard: (_ctx, self, card) =>
      !isCopy(self) && card.rankId === 2
        ? { state: { ...self.state, chips: (self.state.chips ?? 0) + 8 } }
        : undefined,
    main: scoreChips,
  },
} as const satisfies Partial<Record<JokerName, JokerEffect>>;
