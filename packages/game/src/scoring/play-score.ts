// The shape one scored play takes, in a file of its own so that score-play.ts and hook.ts,
// which call each other's work, share it without importing each other.
import type { ScoreResult } from './scenario';
import type { AffineMap } from './score-cards';

/** What best play needs beyond the public result: how each card moved the mult. */
export interface PlayScore {
  readonly result: ScoreResult;
  /** Per scoring card, what it did to the mult: mult -> a x mult + b. */
  readonly cardMult: readonly AffineMap[];
  /** Per held card, in `held` order, the same. */
  readonly heldMult: readonly AffineMap[];
  /** What the scoring cost, for a search's budget (search-budget.ts). */
  readonly work: number;
}
