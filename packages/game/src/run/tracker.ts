// The poker hand tracker: hand levels and the five selected cards (spec 001 §3 "Tracker
// state", §4 "Poker tracker", §2 "Select Card N").

import {
  MAX_HAND_LEVEL,
  MIN_HAND_LEVEL,
  POKER_HAND_NAMES,
  POKER_HANDS,
  type PokerHandName,
} from '../data';
import { err, ok, type Result } from './result';
import {
  TRACKER_CARD_COUNT,
  type CardSelection,
  type RunState,
  type TrackerCard,
  type TrackerState,
} from './types';

export function createTrackerState(): TrackerState {
  const handLevels = Object.fromEntries(POKER_HAND_NAMES.map((hand) => [hand, MIN_HAND_LEVEL])) as {
    [H in PokerHandName]: number;
  };
  return {
    handLevels,
    secretHandsUnlocked: false,
    cards: Array.from({ length: TRACKER_CARD_COUNT }, () => null),
  };
}

/** Levels are whole numbers in 1–50 (spec 001 §4 "clamped between 1 and 50", §9). */
export function clampHandLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_HAND_LEVEL;
  return Math.min(MAX_HAND_LEVEL, Math.max(MIN_HAND_LEVEL, Math.trunc(level)));
}

/** Secret hands are editable only while unlocked (spec 001 §4 "Poker tracker"). */
export function canEditHandLevel(run: RunState, hand: PokerHandName): boolean {
  return run.tracker.secretHandsUnlocked || !POKER_HANDS[hand].secret;
}

/** The plus button is disabled at 50 (spec 001 §5). */
export function canIncrementHandLevel(run: RunState, hand: PokerHandName): boolean {
  return canEditHandLevel(run, hand) && run.tracker.handLevels[hand] < MAX_HAND_LEVEL;
}

/** The minus button is disabled at 1 (spec 001 §5). */
export function canDecrementHandLevel(run: RunState, hand: PokerHandName): boolean {
  return canEditHandLevel(run, hand) && run.tracker.handLevels[hand] > MIN_HAND_LEVEL;
}

function withTracker(run: RunState, tracker: TrackerState): RunState {
  return { ...run, tracker };
}

export function setHandLevel(run: RunState, hand: PokerHandName, level: number): Result<RunState> {
  if (!canEditHandLevel(run, hand)) return err('HAND_LOCKED');
  const handLevels = { ...run.tracker.handLevels, [hand]: clampHandLevel(level) };
  return ok(withTracker(run, { ...run.tracker, handLevels }));
}

export function incrementHandLevel(run: RunState, hand: PokerHandName): Result<RunState> {
  return setHandLevel(run, hand, run.tracker.handLevels[hand] + 1);
}

export function decrementHandLevel(run: RunState, hand: PokerHandName): Result<RunState> {
  return setHandLevel(run, hand, run.tracker.handLevels[hand] - 1);
}

/** Locking keeps the secret hands' levels; they only become read-only (spec 001 §4). */
export function setSecretHandsUnlocked(run: RunState, unlocked: boolean): RunState {
  return withTracker(run, { ...run.tracker, secretHandsUnlocked: unlocked });
}

export function toggleSecretHands(run: RunState): RunState {
  return setSecretHandsUnlocked(run, !run.tracker.secretHandsUnlocked);
}

/**
 * Confirm is disabled until a rank is chosen, and until a suit is chosen too unless the rank
 * is N/A (spec 001 §2 "Select Card N").
 */
export function canConfirmCardSelection(selection: CardSelection): boolean {
  if (selection.rank === null) return false;
  return selection.rank === 'N/A' || selection.suit !== null;
}

function isCardSlot(slot: number): boolean {
  return Number.isInteger(slot) && slot >= 0 && slot < TRACKER_CARD_COUNT;
}

/** Stores the modal's choice in card slot 0–4; the suit is dropped for N/A (it is hidden). */
export function setTrackerCard(
  run: RunState,
  slot: number,
  selection: CardSelection,
): Result<RunState> {
  if (!isCardSlot(slot)) return err('CARD_SLOT_OUT_OF_RANGE');
  if (selection.rank === null || !canConfirmCardSelection(selection)) return err('CARD_INCOMPLETE');
  const card: TrackerCard = {
    rank: selection.rank,
    suit: selection.rank === 'N/A' ? null : selection.suit,
  };
  const cards = run.tracker.cards.map((current, index) => (index === slot ? card : current));
  return ok(withTracker(run, { ...run.tracker, cards }));
}

export function clearTrackerCard(run: RunState, slot: number): Result<RunState> {
  if (!isCardSlot(slot)) return err('CARD_SLOT_OUT_OF_RANGE');
  const cards = run.tracker.cards.map((current, index) => (index === slot ? null : current));
  return ok(withTracker(run, { ...run.tracker, cards }));
}

const SUIT_SYMBOLS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** The card's label, e.g. "10♥"; an N/A card reads "N/A". */
export function getTrackerCardDisplay(card: TrackerCard): string {
  return card.suit === null ? card.rank : `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
}
