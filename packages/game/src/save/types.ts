// What importing a save gives: the run state the workspace keeps, the calculator's hand, and
// everything else the save knows that the run state has no field for yet (`extras`), plus
// what could not be imported and why (docs/decisions/017-save-import-parser.md).
import type { JokerName } from '../data/jokers';
import type { PokerHandName } from '../data/vocabulary';
import type { TagName } from '../data/tags';
import type { JokerState, ScenarioCard } from '../scoring/scenario';
import type { RunState } from '../run/types';

/** Where in the save a skipped item was. */
export const SAVE_AREAS = [
  'run',
  'jokers',
  'consumables',
  'vouchers',
  'hand',
  'deck',
  'shop',
  'tags',
] as const;
export type SaveArea = (typeof SAVE_AREAS)[number];

export const SKIP_REASONS = ['UNKNOWN_KEY', 'NOT_IN_RUN_STATE', 'OVER_LIMIT'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const SKIP_REASON_MESSAGES: { readonly [Reason in SkipReason]: string } = {
  UNKNOWN_KEY: 'not part of the game (a mod?)',
  NOT_IN_RUN_STATE: 'the workspace does not record this yet',
  OVER_LIMIT: 'more than the workspace holds',
};

export interface SkippedSaveItem {
  readonly area: SaveArea;
  /** The game's key or a short description (`j_mymod_joker`, `Ace of Stars`). */
  readonly item: string;
  readonly reason: SkipReason;
}

export const SAVE_NOTICE_CODES = ['MODDED_SAVE'] as const;
export type SaveNoticeCode = (typeof SAVE_NOTICE_CODES)[number];

/** Not a failure: the import went ahead. A modded save lists the keys the game data lacks. */
export interface SaveNotice {
  readonly code: SaveNoticeCode;
  readonly message: string;
  readonly keys: readonly string[];
}

/** Where the game was when it saved (`G.STATE`, 1.0.1o globals.lua `G.STATES`). */
export const SAVE_GAME_STATES = [
  'selecting-hand',
  'scoring',
  'shop',
  'blind-select',
  'round-won',
  'opening-pack',
  'other',
] as const;
export type SaveGameState = (typeof SAVE_GAME_STATES)[number];

/** A Joker's numbers beyond what the run state's Joker entry keeps, in the same order. */
export interface SavedJokerDetail {
  readonly name: JokerName;
  /** What selling it pays now (Egg and Gift Card raise it). */
  readonly sellValue: number;
  readonly debuffed: boolean;
  /** What the card shows ("Currently +12 Mult"), in the calculator's Joker state. */
  readonly state?: JokerState;
  /** Perishable Jokers: rounds before it is debuffed. */
  readonly perishRoundsLeft?: number;
}

export type HandRecord = { readonly [Hand in PokerHandName]: number };

export interface SaveImportExtras {
  /** `G.VERSION`, e.g. "1.0.1o-FULL". */
  readonly gameVersion: string;
  readonly gameState: SaveGameState;
  /** The run's round counter as the game shows it (not the round within the ante). */
  readonly gameRound: number;
  readonly handsLeft: number;
  readonly discardsLeft: number;
  /** Every level as saved; the run state keeps levels 1 to 50. */
  readonly handLevels: HandRecord;
  /** Times each hand was played this run and this round (Supernova, Obelisk, Card Sharp). */
  readonly handsPlayed: HandRecord;
  readonly handsPlayedThisRound: HandRecord;
  readonly jokers: readonly SavedJokerDetail[];
  /** The draw pile, in the save's order. */
  readonly deck: readonly ScenarioCard[];
  /** Every playing card of the run: draw pile, hand, played and discarded. */
  readonly fullDeckSize: number;
  /** The blind's target as the game shows it, while a blind is being played. */
  readonly blindChips: number | null;
  /** The boss's effect is off (Chicot, Luchador). */
  readonly isBossDisabled: boolean;
  /** Skip tags waiting to trigger. */
  readonly tags: readonly TagName[];
  /** What the next reroll costs, while the shop is open. */
  readonly rerollCost: number | null;
  /** Cards in hand the game shows face down (The House, The Wheel, The Mark, The Fish). */
  readonly faceDownInHand: number;
  /** The challenge's key when the run is a challenge, e.g. "c_omelette_1". */
  readonly challenge: string | null;
  readonly seed: string | null;
}

export interface SaveImport {
  readonly state: RunState;
  /** The cards in hand, left to right, for the calculator. */
  readonly hand: readonly ScenarioCard[];
  readonly extras: SaveImportExtras;
  readonly skipped: readonly SkippedSaveItem[];
  readonly notices: readonly SaveNotice[];
}
