// The run state: one plain, JSON-serialisable object (no classes, dates, maps or undefined)
// so the server can store it per user and the coach can read it as is (docs/product/workspace.md "Game
// state", "Tracker state"). Field names follow the spec's game state where it names them.

import type { BlindType, JokerEdition, PokerHandName, Suit } from '../data/vocabulary';
import type { BoosterPackName } from '../data/booster-packs';
import type { BossBlindName } from '../data/bosses';
import type { DeckName } from '../data/decks';
import type { JokerName } from '../data/jokers';
import type { PlanetName } from '../data/planets';
import type { SpectralName } from '../data/spectrals';
import type { StakeName } from '../data/stakes';
import type { StickerName } from '../data/stickers';
import type { TagName } from '../data/tags';
import type { TarotName } from '../data/tarots';
import type { VoucherName } from '../data/vouchers';
import type { JokerState } from '../scoring/scenario';

/** Bumped when the shape changes so stored runs can be migrated. */
export const RUN_STATE_VERSION = 1;

/** docs/product/workspace.md "Setup stages" and "Wizard", in wizard order. */
export const SETUP_STAGES = [
  'initial',
  'deck-setup',
  'stake-setup',
  'money-setup',
  'boss-setup',
  'playing',
  'load-game-deck',
  'load-game-stake',
  'load-game-ante',
  'load-game-round',
  'load-game-money',
  'load-game-boss',
  'load-game-confirm',
] as const;
export type SetupStage = (typeof SETUP_STAGES)[number];

/** Three blinds per ante: 1 Small, 2 Big, 3 Boss (docs/product/workspace.md "Rounds per ante 3"). */
export const ROUNDS_PER_ANTE = 3;
export type RoundInAnte = 1 | 2 | 3;

/** Load-game wizard ante choices (docs/product/workspace.md "Load wizard ante choices 1 to 12"). */
export const LOAD_ANTE_MIN = 1;
export const LOAD_ANTE_MAX = 12;

/** docs/product/workspace.md "Shop item". */
export const SHOP_ITEM_TYPES = [
  'Joker',
  'Voucher',
  'Planet',
  'Tarot',
  'Spectral',
  'Booster Pack',
] as const;
export type ShopItemType = (typeof SHOP_ITEM_TYPES)[number];

/** Bought items of these types go to consumables (docs/product/workspace.md "Buying a shop item"). */
export const CONSUMABLE_TYPES = [
  'Tarot',
  'Planet',
  'Spectral',
  'Booster Pack',
] as const satisfies readonly ShopItemType[];
export type ConsumableType = (typeof CONSUMABLE_TYPES)[number];

export type ShopItemName =
  JokerName | VoucherName | TarotName | PlanetName | SpectralName | BoosterPackName;
export type ConsumableItemName = TarotName | PlanetName | SpectralName | BoosterPackName;

/** docs/product/workspace.md "Joker entry". Order matters: Jokers score left to right (facts: scoringOrder). */
export interface JokerEntry {
  readonly name: JokerName;
  readonly edition: JokerEdition | null;
  readonly stickers: readonly StickerName[];
  /**
   * What the card shows now ("Currently +12 Mult"), as read from the game's save; absent for
   * Jokers added by hand, whose values the engine starts from its own defaults.
   */
  readonly values?: JokerState;
  /** Sell value gained while owned (Egg, Gift Card: the game's `ability.extra_value`); absent for none. */
  readonly extraValue?: number;
}

/** docs/product/workspace.md "Shop item"; the id is a per-run counter so no randomness is needed. */
export interface ShopItem {
  readonly id: number;
  readonly type: ShopItemType;
  readonly name: ShopItemName | null;
  readonly price: number;
  /** Jokers only (docs/product/workspace.md edition price additions). */
  readonly edition: JokerEdition | null;
  readonly stickers: readonly StickerName[];
}

/** docs/product/workspace.md "Consumable". */
export interface Consumable {
  readonly name: ConsumableItemName;
  readonly type: ConsumableType;
  readonly price: number;
  /** Sell value gained while held (Gift Card: the game's `ability.extra_value`); absent for none. */
  readonly extraValue?: number;
}

/** docs/product/workspace.md "Select Card N": ranks in the modal's order, N/A first. */
export const TRACKER_RANKS = [
  'N/A',
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const;
export type TrackerRank = (typeof TRACKER_RANKS)[number];

/** One of the tracker's five cards; an N/A card has no suit. */
export interface TrackerCard {
  readonly rank: TrackerRank;
  readonly suit: Suit | null;
}

export const TRACKER_CARD_COUNT = 5;

/** docs/product/workspace.md "Tracker state" (the open modal itself stays in the web's UI state). */
export interface TrackerState {
  readonly handLevels: { readonly [H in PokerHandName]: number };
  readonly secretHandsUnlocked: boolean;
  readonly cards: readonly (TrackerCard | null)[];
}

/** What a finished round asks of the player next (docs/product/workspace.md "Next Round"). */
export type RunPrompt =
  { readonly kind: 'select-boss' } | { readonly kind: 'update-money'; readonly round: number };

/** Answers collected by the load-game wizard before Confirm (docs/product/workspace.md). */
export interface LoadGameDraft {
  readonly deck: DeckName;
  readonly stake: StakeName;
  readonly ante: number;
  readonly blindType: BlindType;
  readonly money: number;
  readonly bossBlind: BossBlindName | null;
  /** Load Game was opened over a running game, so Cancel goes back to it (added later). */
  readonly startedWhilePlaying?: boolean;
}

/**
 * How a round ended: its blind beaten by playing hands, or skipped for a Tag; 'imported' marks
 * the run refreshed from the game's save file mid-run, not a round of its own.
 */
export const ROUND_OUTCOMES = ['played', 'skipped', 'imported'] as const;
export type RoundOutcome = (typeof ROUND_OUTCOMES)[number];

/** A hand levelled up during a round (a Planet, Black Hole, Burnt Joker...). */
export interface LevelUp {
  readonly hand: PokerHandName;
  /** The level reached. */
  readonly level: number;
}

/** One finished round of the run's history (history.ts). */
export interface RoundHistoryEntry {
  readonly ante: number;
  readonly round: RoundInAnte;
  readonly blindType: BlindType;
  readonly bossBlind: BossBlindName | null;
  readonly outcome: RoundOutcome;
  /** The Tag taken when the blind was skipped. */
  readonly tag: TagName | null;
  readonly moneyBefore: number;
  readonly moneyAfter: number;
  readonly purchases: readonly ShopItemName[];
  readonly sales: readonly ShopItemName[];
  readonly levelUps: readonly LevelUp[];
}

/** The round in progress as history.ts collects it (round-log.ts). */
export interface CurrentRoundRecord {
  readonly moneyBefore: number;
  readonly purchases: readonly ShopItemName[];
  readonly sales: readonly ShopItemName[];
  readonly levelUps: readonly LevelUp[];
}

/** The Tag each skippable blind of the ante offers; null where not known or no longer offered. */
export interface BlindTags {
  readonly small: TagName | null;
  readonly big: TagName | null;
}

export interface RunState {
  readonly version: typeof RUN_STATE_VERSION;
  readonly stage: SetupStage;
  readonly deck: DeckName;
  readonly stake: StakeName;
  readonly ante: number;
  readonly round: RoundInAnte;
  readonly blindType: BlindType;
  readonly money: number;
  readonly targetScore: number;
  readonly bossBlind: BossBlindName | null;
  /** Hands and discards for the current round (deck, stake and vouchers applied). */
  readonly hands: number;
  readonly discards: number;
  readonly handSize: number;
  readonly currentScore: number;
  readonly jokers: readonly JokerEntry[];
  /** Slots before Negative Jokers; each Negative Joker adds one more (facts: editions). */
  readonly jokerSlots: number;
  readonly consumableSlots: number;
  readonly vouchers: readonly VoucherName[];
  readonly consumables: readonly Consumable[];
  readonly shopItems: readonly ShopItem[];
  readonly shopRerolls: number;
  readonly nextShopItemId: number;
  readonly isShopOpen: boolean;
  readonly prompt: RunPrompt | null;
  readonly loadDraft: LoadGameDraft | null;
  readonly tracker: TrackerState;
  /*
   * Added after version 1 shipped, so optional: a stored run without them reads as none yet.
   */
  /** Tags taken by skipping blinds and not yet used, oldest first. */
  readonly tags?: readonly TagName[];
  /** Blinds skipped this run (Speed Tag pays $5 for each). */
  readonly skips?: number;
  /** What skipping this ante's Small and Big Blind would give, as a save shows it (blind-tags.ts). */
  readonly blindTags?: BlindTags;
  /** Every finished round, oldest first (history.ts). */
  readonly history?: readonly RoundHistoryEntry[];
  /** What the round in progress has seen so far; it becomes a history entry when it ends. */
  readonly currentRound?: CurrentRoundRecord;
}
