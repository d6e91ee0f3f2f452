// How the engine applies each Boss Blind to the hand in front of it (facts: bossBlinds).
// Keyed by every boss name, so a new boss without a row fails the typecheck: no boss is
// silently missing from scoring. The rules themselves live in boss.ts.
import type { BossBlindName } from '../data/bosses';

export const BOSS_SCORING_KINDS = [
  /** The engine debuffs cards itself (isDebuffedByBoss). */
  'debuffsCards',
  /** The engine refuses some hands: they score 0 with `notAllowed` (getForbiddenReason). */
  'forbidsHands',
  /** The engine changes the hand's level, base values or money as the hand is played. */
  'changesScore',
  /**
   * The effect depends on randomness or history the scenario does not carry, so the caller
   * marks what the boss debuffs with `debuffed: true`; the engine treats those like any
   * other debuffed card or Joker.
   */
  'appliedThroughDebuffedFlags',
  /** The engine discards held cards before scoring: their held effects are lost (hook.ts). */
  'discardsHeldCards',
  /** Changes the round (draws, discards, target), never the score of a played hand. */
  'outsideScoring',
] as const;
export type BossScoringKind = (typeof BOSS_SCORING_KINDS)[number];

export interface BossScoring {
  readonly kind: BossScoringKind;
  /** What the boss does to scoring, or what the caller must give instead. */
  readonly note: string;
}

export const BOSS_SCORING = {
  'The Hook': {
    kind: 'discardsHeldCards',
    note:
      'Discards min(2, held) held cards when Play is pressed, before scoring; discard ' +
      'Jokers react first. With more than two held, the luck mode picks which (hook.ts).',
  },
  'The Ox': {
    kind: 'changesScore',
    note: "Playing the run's most-played hand sets money to $0 as it is played.",
  },
  'The House': { kind: 'outsideScoring', note: 'The first hand is dealt face down.' },
  'The Wall': { kind: 'outsideScoring', note: 'Target x4 (getTargetScore).' },
  'The Wheel': { kind: 'outsideScoring', note: 'Cards drawn face down 1 in 7.' },
  'The Arm': { kind: 'changesScore', note: "Lowers the played hand's level by 1 first." },
  'The Club': { kind: 'debuffsCards', note: 'Clubs (Wild cards too; never Stone cards).' },
  'The Fish': { kind: 'outsideScoring', note: 'Cards drawn after a play are face down.' },
  'The Psychic': { kind: 'forbidsHands', note: 'Fewer than 5 cards score 0.' },
  'The Goad': { kind: 'debuffsCards', note: 'Spades (Wild cards too; never Stone cards).' },
  'The Water': { kind: 'outsideScoring', note: 'No discards: give `discardsLeft: 0`.' },
  'The Window': { kind: 'debuffsCards', note: 'Diamonds (Wild cards too; never Stone cards).' },
  'The Manacle': { kind: 'outsideScoring', note: 'Hand size -1.' },
  'The Eye': { kind: 'forbidsHands', note: 'A hand type already played this round scores 0.' },
  'The Mouth': { kind: 'forbidsHands', note: 'Any type but the first this round scores 0.' },
  'The Plant': { kind: 'debuffsCards', note: 'Face cards (every card with Pareidolia).' },
  'The Serpent': { kind: 'outsideScoring', note: 'Draws exactly 3 after a play or discard.' },
  'The Pillar': {
    kind: 'appliedThroughDebuffedFlags',
    note:
      'Applied through debuffed flags: mark the cards played earlier this ante ' +
      '`debuffed: true`. A card whose enhancement changed since (a Tarot, Vampire, Midas ' +
      'Mask) lost the mark: the game keeps it in the ability that set_ability rebuilds.',
  },
  'The Needle': { kind: 'outsideScoring', note: 'One hand: give `handsLeft: 1`; target x1.' },
  'The Head': { kind: 'debuffsCards', note: 'Hearts (Wild cards too; never Stone cards).' },
  'The Tooth': { kind: 'changesScore', note: '-$1 per played card as the hand is played.' },
  'The Flint': { kind: 'changesScore', note: 'Halves base chips and mult.' },
  'The Mark': { kind: 'outsideScoring', note: 'Face cards are drawn face down.' },
  'Amber Acorn': {
    kind: 'outsideScoring',
    note: 'Flips and shuffles the Jokers: list them in their new order.',
  },
  'Verdant Leaf': {
    kind: 'debuffsCards',
    note: 'Every card until a Joker is sold: give `bossDisabled: true` after that.',
  },
  'Violet Vessel': { kind: 'outsideScoring', note: 'Target x6.' },
  'Crimson Heart': {
    kind: 'appliedThroughDebuffedFlags',
    note:
      'Applied through debuffed flags: the Joker the boss disabled for this hand (chosen at ' +
      'random) is marked `debuffed: true`. It does nothing, its edition included, and ' +
      'Blueprint or Brainstorm copying it copy nothing. A single Joker is always the one: ' +
      'the engine debuffs it without a flag.',
  },
  'Cerulean Bell': {
    kind: 'outsideScoring',
    note: 'Forces one card into every play: include it in `played` (best play does not know it).',
  },
} as const satisfies Readonly<Record<BossBlindName, BossScoring>>;
