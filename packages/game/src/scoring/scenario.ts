// The calculator scenario format v1 (packages/game/test/reference/calculator-scenario.md) as TypeScript
// types: one played hand in a run, and what scoring it gives. The zod schema in
// packages/contracts parses wire input into these types.
import type { BossBlindName } from '../data/bosses';
import type { ConsumableName } from '../data/consumables';
import type { DeckName } from '../data/decks';
import type { JokerName } from '../data/jokers';
import type { StakeName } from '../data/stakes';
import type { VoucherName } from '../data/vouchers';
import type {
  CardEdition,
  Enhancement,
  JokerEdition,
  LuckMode,
  PokerHandName,
  Rank,
  Seal,
  Suit,
} from '../data/vocabulary';

/** The blind being played: a regular blind or a boss. */
export const REGULAR_BLIND_NAMES = ['Small Blind', 'Big Blind'] as const;
export type ScenarioBlindName = (typeof REGULAR_BLIND_NAMES)[number] | BossBlindName;

export interface ScenarioCard {
  readonly rank: Rank;
  readonly suit: Suit;
  readonly enhancement?: Enhancement;
  readonly edition?: CardEdition;
  readonly seal?: Seal;
  readonly debuffed?: boolean;
  /** Permanent bonus chips on the card (Hiker). */
  readonly extraChips?: number;
}

/** What the Joker's card shows when the hand is selected, before playing it. */
export interface JokerState {
  /** "Currently +N Chips" (Castle, Runner, Square Joker, Blue Joker, Wee Joker...). */
  readonly chips?: number;
  /** "Currently +N Mult" (Ride the Bus, Green Joker, Spare Trousers...). */
  readonly mult?: number;
  /** "Currently XN Mult" (Obelisk, Vampire, Lucky Cat, Hologram...). */
  readonly xmult?: number;
  /** The card's counter (Loyalty Card hands remaining, Driver's License enhanced cards). */
  readonly count?: number;
  /** Current target rank (The Idol, Mail-In Rebate). */
  readonly rank?: Rank;
  /** Current target suit (The Idol, Ancient Joker, Castle). */
  readonly suit?: Suit;
  /** Current target poker hand (To Do List). */
  readonly hand?: PokerHandName;
}

export interface ScenarioJoker {
  /** Display name as in balatro-facts.json. */
  readonly name: JokerName;
  readonly edition?: JokerEdition;
  readonly debuffed?: boolean;
  readonly sellValue?: number;
  readonly state?: JokerState;
}

export type HandCounts = Readonly<Partial<Record<PokerHandName, number>>>;

export interface CalculatorScenario {
  readonly version: 1;
  /** Default "Red Deck". */
  readonly deck?: DeckName;
  /** Default "White Stake". */
  readonly stake?: StakeName;
  /** "Small Blind" | "Big Blind" | a boss name; default "Small Blind". */
  readonly blind?: ScenarioBlindName;
  /** Boss effect switched off (Chicot, Luchador). */
  readonly bossDisabled?: boolean;
  /** Level per poker hand; missing = 1. */
  readonly handLevels?: HandCounts;
  /** Plays of each hand this run before this one. */
  readonly handsPlayed?: HandCounts;
  /** Plays of each hand this round before this one (Card Sharp, The Eye, The Mouth). */
  readonly handsPlayedThisRound?: HandCounts;
  /** Default 0. */
  readonly money?: number;
  /** Hands left INCLUDING this one; default 1. */
  readonly handsLeft?: number;
  /** Default 0. */
  readonly discardsLeft?: number;
  readonly deckRemaining?: number;
  readonly fullDeckSize?: number;
  readonly jokerSlots?: number;
  readonly vouchers?: readonly VoucherName[];
  readonly consumables?: readonly ConsumableName[];
  /**
   * Default "none". Also picks The Hook's two discards when more than two cards are held:
   * "none" the pair leaving the lowest score, "all" the highest, "average" the pair nearest
   * the mean over every pair (hook.ts).
   */
  readonly luck?: LuckMode;
  /** In play order, 1 to 5 cards (empty for best play). */
  readonly played: readonly ScenarioCard[];
  readonly held?: readonly ScenarioCard[];
  /** Left to right. */
  readonly jokers?: readonly ScenarioJoker[];
}

export interface ScoreLogEntry {
  /** Who changed the score: a hand name, "Ace of Spades", a Joker name, a boss, a deck. */
  readonly source: string;
  /**
   * What changed: "chips" | "mult" | "xmult" | "money" (value = the change), "base" (the
   * hand's values, value = its level), "levelUp", "halve" (The Flint), "balance" (Plasma
   * Deck), "notAllowed", "discard" (The Hook, value = the card's position in `held`).
   */
  readonly effect: string;
  readonly value: number;
  /** Running chips and mult after this change. */
  readonly chips: number;
  readonly mult: number;
}

export interface ScoreResult {
  /** The detected poker hand (a Royal Flush is a "Straight Flush"). */
  readonly hand: PokerHandName;
  /** Indices into `played`, in play order. */
  readonly scoringCards: readonly number[];
  readonly chips: number;
  readonly mult: number;
  /**
   * floor(chips × mult); exact below 2^53. Chips, mult, score and log values past the double
   * range are Infinity: overflow, which the game shows as "naneinf" (overflow.ts).
   */
  readonly score: number;
  /** Present when the blind target is known (an ante was given). */
  readonly beatsBlind?: boolean;
  readonly target?: number;
  /** The boss rule that forbids this hand; the score is then 0. */
  readonly notAllowed?: string;
  readonly log: readonly ScoreLogEntry[];
}
