// The Joker effect hook interface: the contract between the scoring engine (src/scoring) and
// the per-Joker effect files (src/scoring/jokers/effects-*.ts).
//
// An effect is a plain object of optional, pure hooks. The engine calls them at the moments
// the game calls `Card:calculate_joker` (facts: scoringOrder; 1.0.1o state_events.lua
// `G.FUNCS.evaluate_play`) and applies what they return, so an effect never touches chips,
// mult or money itself and never mutates its arguments. Hooks return `undefined` (or 0 for
// retrigger counts) when nothing happens.
//
// What the engine does for every Joker, so effects must NOT do it:
// - skips a debuffed Joker entirely (no hooks, no edition);
// - applies the Joker's own edition (Foil +50 Chips / Holographic +10 Mult before `main`,
//   Polychrome X1.5 after `otherJoker`);
// - resolves `chance` by the scenario's luck mode (and Oops! All 6s), see `Chance`;
// - resolves copies: a Joker with `copies` runs the target's hooks as itself, in its own
//   position, with `self` set to the TARGET's view and `self.copiedBy` to the copier; state
//   changes returned while copying are ignored (the game scales only the original).
import type { BossBlindName } from '../../data/bosses';
import type { ConsumableName } from '../../data/consumables';
import type { DeckName } from '../../data/decks';
import type { JokerName } from '../../data/jokers';
import type { StakeName } from '../../data/stakes';
import type { VoucherName } from '../../data/vouchers';
import type {
  CardEdition,
  Enhancement,
  JokerEdition,
  LuckMode,
  PokerHandName,
  Rank,
  Seal,
  Suit,
} from '../../data/vocabulary';
import type { JokerState, ScenarioBlindName } from '../scenario';

/**
 * Rules a Joker changes while it is owned and not debuffed (never copied by Blueprint or
 * Brainstorm, as in the game where these are `find_joker` checks).
 * - `fourFingers`: Flushes and Straights need only 4 cards.
 * - `shortcut`: Straights may skip one rank between cards (10 8 6 5 3).
 * - `smeared`: Hearts and Diamonds count as one suit, Spades and Clubs as another.
 * - `splash`: every played card scores.
 * - `pareidolia`: every card (Stone cards included) counts as a face card.
 * - `doubleProbabilities`: Oops! All 6s; each owned copy doubles every probability again.
 * - `disablesBoss`: Chicot; the boss effect never applies (same as `bossDisabled`).
 */
export const RULE_MODIFIERS = [
  'fourFingers',
  'shortcut',
  'smeared',
  'splash',
  'pareidolia',
  'doubleProbabilities',
  'disablesBoss',
] as const;
export type RuleModifier = (typeof RULE_MODIFIERS)[number];

/** "numerator in denominator" as printed on the card; numerator defaults to 1. */
export interface Chance {
  readonly numerator?: number;
  readonly denominator: number;
}

/**
 * A playing card as the engine sees it at the moment of the hook, after boss debuffs and
 * any change made earlier in this hand (Vampire, Midas Mask, Hiker).
 */
export interface CardView {
  /** Index into `played` (for played/scoring cards) or `held` (for held cards). */
  readonly index: number;
  readonly rank: Rank;
  readonly suit: Suit;
  readonly enhancement: Enhancement | undefined;
  readonly edition: CardEdition | undefined;
  readonly seal: Seal | undefined;
  /** Permanent bonus chips (Hiker). */
  readonly extraChips: number;
  /** From the scenario or from the boss (The Club, The Plant, Verdant Leaf...). */
  readonly debuffed: boolean;
  /** 2..14 (Ace = 14); 0 for a Stone card, which has no rank. */
  readonly rankId: number;
  /** Chips the rank is worth: 2..10, faces 10, Ace 11; 0 for a Stone card. */
  readonly rankChips: number;
}

/** A scoring card during one of its triggers. */
export interface ScoredCardView extends CardView {
  /** Position among the scoring cards, left to right (0 = first scored card). */
  readonly scoringIndex: number;
  /** 0 for the first trigger, 1.. for each retrigger. */
  readonly trigger: number;
  /**
   * How much this trigger's Lucky card effect fired (either of its two rolls): 1 or 0 with
   * luck "all"/"none", the probability with "average". Lucky Cat grows by this.
   */
  readonly luckyTrigger: number;
}

/** A Joker as the hooks see it. */
export interface JokerView {
  readonly name: JokerName;
  /** 0-based position, left to right. */
  readonly index: number;
  readonly edition: JokerEdition | undefined;
  readonly debuffed: boolean;
  readonly sellValue: number | undefined;
  /** What the card shows now (scenario `state`), updated by this hand's earlier hooks. */
  readonly state: JokerState;
}

/** `self` in a hook: the Joker whose ability runs, and who runs it when copied. */
export interface JokerSelf extends JokerView {
  /** Set when Blueprint/Brainstorm runs this ability; `self` is then the copied Joker. */
  readonly copiedBy?: JokerView;
}

/**
 * Everything a hook may read. Built once per scored play by the engine; read-only for
 * effects. Money and Joker states move as the hand scores (Gold Seals, Business Card...).
 */
export interface ScoringContext {
  readonly luck: LuckMode;
  /** The detected poker hand (a Royal Flush is a Straight Flush). */
  readonly hand: PokerHandName;
  /** Every hand the played cards contain, `hand` included (Full House ⊇ Two Pair...). */
  readonly containedHands: ReadonlySet<PokerHandName>;
  /** Level of `hand` used for this play (after The Arm and Space Joker). */
  readonly handLevel: number;
  readonly played: readonly CardView[];
  /** The scoring cards, in play order. */
  readonly scoring: readonly CardView[];
  readonly held: readonly CardView[];
  /** All Jokers left to right, debuffed ones included. */
  readonly jokers: readonly JokerView[];
  readonly jokerSlots: number | undefined;
  /** Money now, including what this hand has earned or cost so far (Bull, Bootstraps). */
  readonly money: number;
  /** Hands left INCLUDING this one (1 = last hand of the round: Dusk, Acrobat). */
  readonly handsLeft: number;
  readonly discardsLeft: number;
  readonly deckRemaining: number | undefined;
  readonly fullDeckSize: number | undefined;
  /** Times each hand was played this run BEFORE this play (scenario `handsPlayed`). */
  readonly handsPlayed: Readonly<Partial<Record<PokerHandName, number>>>;
  /** Same, this round only, BEFORE this play (Card Sharp). */
  readonly handsPlayedThisRound: Readonly<Partial<Record<PokerHandName, number>>>;
  /** The active boss blind, or undefined when none or when it is disabled. */
  readonly boss: BossBlindName | undefined;
  readonly blind: ScenarioBlindName;
  readonly deck: DeckName;
  readonly stake: StakeName;
  readonly vouchers: readonly VoucherName[];
  readonly consumables: readonly ConsumableName[];
  /** Rule modifiers in force for this play (from non-debuffed Jokers). */
  readonly modifiers: ReadonlySet<RuleModifier>;
  /**
   * The game's `Card:is_suit`: false for a debuffed card (unless `ignoreDebuff`) and for
   * Stone cards; true for Wild cards; Smeared Joker merges red and black suits.
   */
  isSuit(card: CardView, suit: Suit, ignoreDebuff?: boolean): boolean;
  /** The game's `Card:is_face`: J/Q/K, or any card with Pareidolia; false when debuffed. */
  isFace(card: CardView): boolean;
  /** Probability after Oops! All 6s, capped at 1. */
  probability(chance: Chance): number;
  /** A uniform random amount resolved by luck: min (none), max (all), mean (average). */
  roll(min: number, max: number): number;
}

/**
 * What a hook gives. Applied in the game's order: chips, then mult, then xmult; money
 * separately. With `chance`, every numeric part is resolved by luck: it fires fully (all, or
 * a certain chance), not at all (none), or with its expected value (average: +chips/+mult/
 * money × p, xmult 1 + (x − 1) × p). `state` replaces the Joker's state (ignored on copies).
 */
export interface JokerResult {
  readonly chips?: number;
  readonly mult?: number;
  readonly xmult?: number;
  readonly money?: number;
  readonly chance?: Chance;
  readonly state?: JokerState;
  /** Short label for the scoring log when the source name alone is not enough. */
  readonly label?: string;
}

/** A permanent change to a played card, applied from the next trigger on. */
export interface CardChange {
  /** Index into `played`. */
  readonly index: number;
  /** New enhancement; `null` removes it (Vampire). */
  readonly enhancement?: Enhancement | null;
  /** Added to the card's extra chips (Hiker +5). */
  readonly addExtraChips?: number;
}

/** The 'before' hook: growth and changes before any card scores. */
export interface BeforeResult {
  readonly state?: JokerState;
  /** Levels added to the played hand before its values are read (Space Joker). */
  readonly levelUp?: number;
  readonly chance?: Chance;
  readonly money?: number;
  readonly cardChanges?: readonly CardChange[];
  readonly label?: string;
}

/** Per-trigger result for a scoring card; may also change the card (Hiker). */
export interface ScoredCardResult extends JokerResult {
  readonly cardChanges?: readonly CardChange[];
}

export interface JokerEffect {
  /** Rules changed while owned (Four Fingers, Shortcut, Smeared Joker, Splash...). */
  readonly modifiers?: readonly RuleModifier[];
  /** Blueprint: 'right' neighbour; Brainstorm: 'leftmost' Joker. */
  readonly copies?: 'right' | 'leftmost';
  /**
   * True when the ORDER of the played cards changes this Joker's value (Photograph: first
   * face card; Hanging Chad: first scoring card). Best play then tries more orders.
   */
  readonly orderSensitive?: boolean;

  /** Step 3: before scoring (Green Joker, Runner, Square, Spare Trousers, Ride the Bus,
   *  Vampire, Obelisk, Midas Mask, Space Joker). */
  before?(ctx: ScoringContext, self: JokerSelf): BeforeResult | undefined;
  /** Step 4: each trigger of each scoring card (Greedy Joker, Scholar, Photograph, Hiker,
   *  Wee Joker, Bloodstone, The Idol...). Not called for debuffed cards. */
  scoredCard?(
    ctx: ScoringContext,
    self: JokerSelf,
    card: ScoredCardView,
  ): ScoredCardResult | undefined;
  /** Step 5: extra triggers of a scoring card (Hack, Sock and Buskin, Hanging Chad, Dusk,
   *  Seltzer). Asked once per card before its first trigger. */
  playedRetriggers?(ctx: ScoringContext, self: JokerSelf, card: ScoredCardView): number;
  /** Step 6: each trigger of each held card (Baron, Shoot the Moon, Raised Fist,
   *  Reserved Parking). Not called for debuffed cards. */
  heldCard?(ctx: ScoringContext, self: JokerSelf, card: CardView): JokerResult | undefined;
  /** Step 6: extra triggers of a held card that had an effect (Mime). */
  heldRetriggers?(ctx: ScoringContext, self: JokerSelf, card: CardView): number;
  /** Step 7: the Joker's main effect (+chips, +mult, xmult). */
  main?(ctx: ScoringContext, self: JokerSelf): JokerResult | undefined;
  /** Step 7: called on every active Joker after each Joker `other` has scored (Baseball
   *  Card), before `other`'s Polychrome. As in the game, `other` may be debuffed. */
  otherJoker?(ctx: ScoringContext, self: JokerSelf, other: JokerView): JokerResult | undefined;
}
