// The poker hand tracker: hand levels and secret hands (docs/product/workspace.md). Its five
// card slots stay in the run state so stored runs parse; cards are entered in the calculator
// hand now (docs/decisions/031-one-hand-of-cards.md).

import { MAX_HAND_LEVEL, MIN_HAND_LEVEL, POKER_HANDS } from '../data/poker-hands';
import { POKER_HAND_NAMES, type PokerHandName } from '../data/vocabulary';
import { err, ok } from '../result';
import type { RunResult } from './result';
import { TRACKER_CARD_COUNT, type RunState, type TrackerState } from './types';

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

/** Levels are whole numbers in 1–50 (docs/product/workspace.md "clamped between 1 and 50"). */
export function clampHandLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_HAND_LEVEL;
  return Math.min(MAX_HAND_LEVEL, Math.max(MIN_HAND_LEVEL, Math.trunc(level)));
}

/** Secret hands are editable only while unlocked (docs/product/workspace.md "Poker tracker"). */
export function canEditHandLevel(run: RunState, hand: PokerHandName): boolean {
  return run.tracker.secretHandsUnlocked || !POKER_HANDS[hand].secret;
}

/** The plus button is disabled at 50 (docs/product/workspace.md). */
export function canIncrementHandLevel(run: RunState, hand: PokerHandName): boolean {
  return canEditHandLevel(run, hand) && run.tracker.handLevels[hand] < MAX_HAND_LEVEL;
}

/** The minus button is disabled at 1 (docs/product/workspace.md). */
export function canDecrementHandLevel(run: RunState, hand: PokerHandName): boolean {
  return canEditHandLevel(run, hand) && run.tracker.handLevels[hand] > MIN_HAND_LEVEL;
}

function withTracker(run: RunState, tracker: TrackerState): RunState {
  return { ...run, tracker };
}

export function setHandLevel(
  run: RunState,
  hand: PokerHandName,
  level: number,
): RunResult<RunState> {
  if (!canEditHandLevel(run, hand)) return err({ code: 'HAND_LOCKED' });
  const handLevels = { ...run.tracker.handLevels, [hand]: clampHandLevel(level) };
  return ok(withTracker(run, { ...run.tracker, handLevels }));
}

export function incrementHandLevel(run: RunState, hand: PokerHandName): RunResult<RunState> {
  return setHandLevel(run, hand, run.tracker.handLevels[hand] + 1);
}

export function decrementHandLevel(run: RunState, hand: PokerHandName): RunResult<RunState> {
  return setHandLevel(run, hand, run.tracker.handLevels[hand] - 1);
}

/** Locking keeps the secret hands' levels; they only become read-only (docs/product/workspace.md). */
export function setSecretHandsUnlocked(run: RunState, unlocked: boolean): RunState {
  return withTracker(run, { ...run.tracker, secretHandsUnlocked: unlocked });
}

export function toggleSecretHands(run: RunState): RunState {
  return setSecretHandsUnlocked(run, !run.tracker.secretHandsUnlocked);
}
