// A run save's table into the run state, the calculator's hand and the extras.
// Where the run stands comes from `G.GAME.round_resets`: the ante, the three blinds' states
// ('Select', 'Current', 'Defeated', 'Skipped', 'Upcoming') and the ante's boss; `G.STATE`
// says whether a blind is being played or the shop is open (1.0.1o globals.lua `G.STATES`).
import { isBossBlindName, type BossBlindName } from '../data/bosses';
import { MIN_MONEY_WITH_CREDIT_CARD } from '../data/economy';
import { POKER_HAND_NAMES, type BlindType } from '../data/vocabulary';
import { POKER_HANDS } from '../data/poker-hands';
import type { DeckName } from '../data/decks';
import type { StakeName } from '../data/stakes';
import { clampHandLevel, createTrackerState } from '../run/tracker';
import { getRunCapacity } from '../run/capacity';
import { getRunTargetScore } from '../run/target';
import { RUN_STATE_VERSION, type RoundInAnte, type RunState } from '../run/types';
import { ImportLog } from './import-log';
import { SAVE_IMPORT_CAPS, MAX_SAVE_COUNT } from './limits';
import { getNumber, getString, getTable, type LuaTable } from './lua-table';
import {
  countFaceDown,
  countNegatives,
  getAreaCards,
  getAreaLimit,
  readConsumables,
  readJokers,
  readPlayingCards,
  readShop,
  readTags,
  readVouchers,
} from './read-areas';
import { DONE_BLIND_STATES, isSameAnte, readBlindTags } from './read-blind-tags';
import { toCount } from './read-cards';
import { getStakeByLevel, lookupSaveKey } from './save-keys';
import type { HandRecord, SaveGameState, SaveImport } from './types';

/** `G.STATES` numbers (1.0.1o globals.lua). */
const GAME_STATES: { readonly [State: number]: SaveGameState } = {
  1: 'selecting-hand',
  2: 'scoring',
  3: 'scoring',
  5: 'shop',
  7: 'blind-select',
  8: 'round-won',
  9: 'opening-pack',
  10: 'opening-pack',
  15: 'opening-pack',
  17: 'opening-pack',
  18: 'opening-pack',
  19: 'scoring',
};

export const GAME_OVER_STATE = 4;
const BLINDS = ['Small', 'Big', 'Boss'] as const;
const BLIND_TYPES: readonly BlindType[] = ['small', 'big', 'boss'];
const ROUNDS: readonly RoundInAnte[] = [1, 2, 3];
const PLAYING_CARD_AREAS = ['deck', 'hand', 'play', 'discard'];
const SHOP_AREAS = ['shop_jokers', 'shop_vouchers', 'shop_booster'];
/** The run-state schema's bounds (contracts run-state.ts). */
const MAX_ANTE = 100;
const MAX_SLOTS = 100;
const MAX_SMALL_COUNT = 10_000;
/** Texts passed through (version, challenge, seed): the answer's bound. */
const MAX_TEXT = 100;
/** Challenge runs play the plain Challenge Deck, which scores like the Red Deck. */
const CHALLENGE_DECK_KEY = 'b_challenge';

interface Position {
  readonly ante: number;
  readonly round: RoundInAnte;
  readonly blindType: BlindType;
  readonly isInBlind: boolean;
  readonly bossBlind: BossBlindName | null;
}

function toBoss(key: string | undefined): BossBlindName | null {
  const name = key === undefined ? undefined : lookupSaveKey(key, 'blind')?.name;
  return name !== undefined && isBossBlindName(name) ? name : null;
}

function readAnte(resets: LuaTable | undefined, log: ImportLog): number {
  const ante = Math.trunc(getNumber(resets, 'ante') ?? 1);
  if (ante > MAX_ANTE) log.skip('run', `ante ${ante}`, 'OVER_LIMIT');
  return Math.min(MAX_ANTE, Math.max(0, ante));
}

/**
 * The blind to play: the first of Small, Big and Boss not yet defeated or skipped. After a
 * boss the ante has already moved on (`blind_ante` is the old one): the new ante's Small Blind.
 */
function readPosition(root: LuaTable, game: LuaTable | undefined, log: ImportLog): Position {
  const resets = getTable(game, 'round_resets');
  const states = getTable(resets, 'blind_states');
  const sameAnte = isSameAnte(resets);
  const isDone = (blind: string) => DONE_BLIND_STATES.includes(getString(states, blind) ?? '');
  const index = sameAnte
    ? Math.max(
        0,
        BLINDS.findIndex((blind) => !isDone(blind)),
      )
    : 0;
  const onDeck = getString(game, 'blind_on_deck');
  const isInBlind = sameAnte && onDeck !== undefined && getString(states, onDeck) === 'Current';
  // The blind being played wins over the ante's choice (a rerolled boss shows there first).
  const playedKey = isInBlind ? getString(getTable(root, 'BLIND'), 'config_blind') : undefined;
  const choiceKey = sameAnte ? getString(getTable(resets, 'blind_choices'), 'Boss') : undefined;
  return {
    ante: readAnte(resets, log),
    round: ROUNDS[index] ?? 1,
    blindType: BLIND_TYPES[index] ?? 'small',
    isInBlind,
    bossBlind: toBoss(playedKey) ?? toBoss(choiceKey),
  };
}

function readDeck(root: LuaTable, game: LuaTable | undefined, log: ImportLog): DeckName {
  const key =
    getString(getTable(root, 'BACK'), 'key') ??
    getString(getTable(game, 'selected_back_key'), 'key') ??
    '';
  const deck = lookupSaveKey(key, 'deck');
  if (deck) return deck.name;
  if (key === CHALLENGE_DECK_KEY) log.skip('run', 'Challenge Deck', 'NOT_IN_RUN_STATE');
  else log.skip('run', key || 'deck', 'UNKNOWN_KEY');
  return 'Red Deck';
}

function readStake(game: LuaTable | undefined, log: ImportLog): StakeName {
  const level = getNumber(game, 'stake') ?? 1;
  const stake = getStakeByLevel(level);
  if (stake) return stake;
  log.skip('run', `stake ${level}`, 'UNKNOWN_KEY');
  return 'White Stake';
}

function readHands(game: LuaTable | undefined) {
  const hands = getTable(game, 'hands');
  const record = (key: string, least: number): HandRecord => {
    const read = (hand: string) => Math.trunc(getNumber(getTable(hands, hand), key) ?? least);
    const entries = POKER_HAND_NAMES.map((hand) => [
      hand,
      Math.min(MAX_SAVE_COUNT, Math.max(least, read(hand))),
    ]);
    return Object.fromEntries(entries) as HandRecord;
  };
  const isVisible = (hand: string) => getTable(hands, hand)?.get('visible') === true;
  return {
    levels: record('level', 1),
    played: record('played', 0),
    playedThisRound: record('played_this_round', 0),
    isSecretUnlocked: POKER_HAND_NAMES.some((hand) => POKER_HANDS[hand].secret && isVisible(hand)),
  };
}

/** Hands, discards, hand size and slots as small whole numbers, as the run state bounds them. */
const toSmallCount = (value: number) => Math.min(MAX_SMALL_COUNT, Math.max(0, Math.trunc(value)));

/** Slots before Negative cards, which the run state counts on their own (facts: editions). */
function readSlots(root: LuaTable, area: string, fallback: number): number {
  const negatives = countNegatives(root, area);
  const limit = getAreaLimit(root, area) ?? fallback + negatives;
  return Math.min(MAX_SLOTS, toSmallCount(limit - negatives));
}

function readMoney(game: LuaTable | undefined): number {
  const dollars = Math.trunc(getNumber(game, 'dollars') ?? 0);
  return Math.min(MAX_SAVE_COUNT, Math.max(MIN_MONEY_WITH_CREDIT_CARD, dollars));
}

function countPlayingCards(root: LuaTable): number {
  const count = PLAYING_CARD_AREAS.reduce((sum, area) => sum + getAreaCards(root, area).length, 0);
  return toSmallCount(count);
}

function isShopOpenIn(root: LuaTable, gameState: SaveGameState): boolean {
  if (gameState === 'shop') return true;
  const shopCards = SHOP_AREAS.reduce((sum, area) => sum + getAreaCards(root, area).length, 0);
  return gameState === 'opening-pack' && shopCards > 0;
}

function toHandLevels(levels: HandRecord): RunState['tracker']['handLevels'] {
  const entries = POKER_HAND_NAMES.map((hand) => [hand, clampHandLevel(levels[hand])]);
  return Object.fromEntries(entries) as RunState['tracker']['handLevels'];
}

/** In a blind: what is left of it; otherwise what the next blind starts with. */
function readRoundLimits(
  game: LuaTable | undefined,
  isInBlind: boolean,
  capacity: { readonly hands: number; readonly discards: number },
) {
  const round = getTable(game, 'current_round');
  const resets = getTable(game, 'round_resets');
  const read = (left: string, perRound: string, fallback: number) =>
    toSmallCount(
      isInBlind ? (getNumber(round, left) ?? 0) : (getNumber(resets, perRound) ?? fallback),
    );
  return {
    handsLeft: read('hands_left', 'hands', capacity.hands),
    discardsLeft: read('discards_left', 'discards', capacity.discards),
  };
}

/** A text the save may hold at any length, kept to what the answer bounds. */
function readText(table: LuaTable | undefined, key: string): string | null {
  return getString(table, key)?.slice(0, MAX_TEXT) ?? null;
}

function readBlindExtras(
  root: LuaTable,
  game: LuaTable | undefined,
  position: Position,
  isShopOpen: boolean,
) {
  const blind = getTable(root, 'BLIND');
  const isBoss = blind?.get('boss') === true;
  return {
    blindChips: position.isInBlind ? toCount(getNumber(blind, 'chips')) : null,
    isBossDisabled: position.isInBlind && isBoss && blind?.get('disabled') === true,
    rerollCost: isShopOpen
      ? toCount(getNumber(getTable(game, 'current_round'), 'reroll_cost'))
      : null,
  };
}

export function mapRunSave(root: LuaTable, gameVersion: string): SaveImport {
  const log = new ImportLog();
  const game = getTable(root, 'GAME');
  const gameState = GAME_STATES[getNumber(root, 'STATE') ?? 0] ?? 'other';
  const deck = readDeck(root, game, log);
  const stake = readStake(game, log);
  const position = readPosition(root, game, log);
  const isShopOpen = isShopOpenIn(root, gameState);
  const vouchers = readVouchers(game, log);
  const capacity = getRunCapacity(deck, stake, vouchers);
  const handCards = getAreaCards(root, 'hand');
  const deckCards = getAreaCards(root, 'deck');
  const fullDeckSize = countPlayingCards(root);
  const jokers = readJokers(root, log, { game, deckRemaining: deckCards.length, fullDeckSize });
  const hands = readHands(game);
  const shopItems = isShopOpen ? readShop(root, log) : [];
  const { handsLeft, discardsLeft } = readRoundLimits(game, position.isInBlind, capacity);
  const { bossBlind, blindType, ante } = position;
  const rerolls = getNumber(getTable(game, 'current_round'), 'reroll_cost_increase') ?? 0;
  const tags = readTags(root, log);

  const state: RunState = {
    version: RUN_STATE_VERSION,
    stage: 'playing',
    deck,
    stake,
    ante,
    round: position.round,
    blindType,
    money: readMoney(game),
    targetScore: getRunTargetScore({ deck, stake, ante, blindType, bossBlind }),
    bossBlind,
    hands: handsLeft,
    discards: discardsLeft,
    handSize: toSmallCount(getAreaLimit(root, 'hand') ?? capacity.handSize),
    currentScore: position.isInBlind ? Math.max(0, getNumber(game, 'chips') ?? 0) : 0,
    jokers: jokers.entries,
    jokerSlots: readSlots(root, 'jokers', capacity.jokerSlots),
    consumableSlots: readSlots(root, 'consumeables', capacity.consumableSlots),
    vouchers,
    consumables: readConsumables(root, log),
    shopItems,
    shopRerolls: isShopOpen ? toSmallCount(rerolls) : 0,
    nextShopItemId: shopItems.length + 1,
    isShopOpen,
    prompt: null,
    loadDraft: null,
    tracker: {
      ...createTrackerState(),
      handLevels: toHandLevels(hands.levels),
      secretHandsUnlocked: hands.isSecretUnlocked,
    },
    tags,
    skips: toSmallCount(getNumber(game, 'skips') ?? 0),
    blindTags: readBlindTags(getTable(game, 'round_resets'), log),
  };
  return {
    state,
    hand: readPlayingCards(handCards, 'hand', log, SAVE_IMPORT_CAPS.handCards),
    extras: {
      gameVersion: gameVersion.slice(0, MAX_TEXT),
      gameState,
      gameRound: toCount(getNumber(game, 'round')),
      handsLeft,
      discardsLeft,
      handLevels: hands.levels,
      handsPlayed: hands.played,
      handsPlayedThisRound: hands.playedThisRound,
      jokers: jokers.details,
      deck: readPlayingCards(deckCards, 'deck', log, SAVE_IMPORT_CAPS.deckCards),
      fullDeckSize,
      ...readBlindExtras(root, game, position, isShopOpen),
      tags,
      faceDownInHand: countFaceDown(handCards),
      challenge: readText(game, 'challenge'),
      seed: readText(getTable(game, 'pseudorandom'), 'seed'),
    },
    skipped: log.skipped,
    notices: log.notices,
  };
}
