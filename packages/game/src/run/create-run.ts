// Creating and resetting a run (docs/product/workspace.md "Game state" defaults, "New Game").

import { getDeck, type DeckName } from '../data/decks';
import { STARTING_STATE } from '../data/economy';
import type { BlindType } from '../data/vocabulary';
import type { BossBlindName } from '../data/bosses';
import type { StakeName } from '../data/stakes';
import { getBlindType } from '../rules/blinds';
import { getRunCapacity } from './capacity';
import { toConsumable } from './catalog';
import { getRunTargetScore } from './target';
import { createTrackerState } from './tracker';
import { RUN_STATE_VERSION, type RoundInAnte, type RunState, type SetupStage } from './types';

/** docs/product/workspace.md: the game state defaults to Red Deck and White Stake. */
export const DEFAULT_DECK: DeckName = 'Red Deck';
export const DEFAULT_STAKE: StakeName = 'White Stake';

/** Blind type mapping: 1 Small, 2 Big, 3 Boss (docs/product/workspace.md). */
export function getBlindTypeForRound(round: RoundInAnte): BlindType {
  return getBlindType(round) ?? 'boss';
}

/** The inverse: Small = round 1, Big = 2, Boss = 3 (docs/product/workspace.md "Loading a game"). */
export function getRoundForBlindType(blindType: BlindType): RoundInAnte {
  return blindType === 'small' ? 1 : blindType === 'big' ? 2 : 3;
}

/** $4 on every deck, $14 on Yellow Deck (facts: decks[].modifiers.money; docs/product/workspace.md). */
export function getStartingMoney(deck: DeckName): number {
  return STARTING_STATE.money + (getDeck(deck).modifiers.money ?? 0);
}

export interface CreateRunOptions {
  /** Defaults to the deck's starting money. */
  readonly money?: number;
  readonly ante?: number;
  readonly round?: RoundInAnte;
  readonly bossBlind?: BossBlindName | null;
  readonly stage?: SetupStage;
}

/**
 * A fresh run on `deck` and `stake`: limits from deck, stake and the deck's starting vouchers,
 * plus the deck's starting consumables (Magic Deck: Crystal Ball and two The Fool; facts:
 * decks[].modifiers).
 */
export function createRun(
  deck: DeckName,
  stake: StakeName,
  options: CreateRunOptions = {},
): RunState {
  const modifiers = getDeck(deck).modifiers;
  const vouchers = [...(modifiers.vouchers ?? [])];
  const capacity = getRunCapacity(deck, stake, vouchers);
  const ante = options.ante ?? 1;
  const round = options.round ?? 1;
  const blindType = getBlindTypeForRound(round);
  const bossBlind = options.bossBlind ?? null;
  return {
    version: RUN_STATE_VERSION,
    stage: options.stage ?? 'playing',
    deck,
    stake,
    ante,
    round,
    blindType,
    money: options.money ?? getStartingMoney(deck),
    targetScore: getRunTargetScore({ deck, stake, ante, blindType, bossBlind }),
    bossBlind,
    hands: capacity.hands,
    discards: capacity.discards,
    handSize: capacity.handSize,
    currentScore: 0,
    jokers: [],
    jokerSlots: capacity.jokerSlots,
    consumableSlots: capacity.consumableSlots,
    vouchers,
    consumables: (modifiers.consumables ?? []).map(toConsumable),
    shopItems: [],
    shopRerolls: 0,
    nextShopItemId: 1,
    isShopOpen: false,
    prompt: null,
    loadDraft: null,
    tracker: createTrackerState(),
  };
}

/**
 * The state before the setup wizard. With the facts' numbers the default Red Deck gives 4
 * discards, not the spec's 3 (docs/product/workspace.md; ADR 004: the facts win).
 */
export function createInitialRunState(): RunState {
  return createRun(DEFAULT_DECK, DEFAULT_STAKE, { stage: 'initial' });
}

/**
 * Confirm New Game: resets deck, stake, ante, money, jokers, vouchers, shop, rerolls and hand
 * levels, clears the tracker, closes the shop and boss picker and returns to initial
 * (docs/product/workspace.md "Confirm New Game", "New Game"). Nothing of the old run survives.
 */
export function startNewGame(): RunState {
  return createInitialRunState();
}
