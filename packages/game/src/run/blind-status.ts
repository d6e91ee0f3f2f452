// The current blind as the player sees it: hands, discards and hand size left with the boss
// applied, and the score so far against the target (facts: bossBlinds). The run stores the
// round's counters; the boss caps them here, so the calculator and the coach read one answer.

import type { BossBlindName } from '../data/bosses';
import { countHeldTag, JUGGLE_TAG_HAND_SIZE } from './held-tags';
import type { RunState } from './types';

/**
 * Where the blind stands: still in play, beaten (the game ends the round as soon as the score
 * reaches the target), saved by Mr. Bones, or lost (no hands left below the target).
 */
export type BlindOutcome = 'in-play' | 'beaten' | 'saved' | 'lost';

/** Mr. Bones saves a lost round scored at least this share of its target (facts: jokers). */
export const MR_BONES_SAVE_SHARE = 0.25;

export interface BlindStatus {
  readonly hands: number;
  readonly discards: number;
  readonly handSize: number;
  readonly score: number;
  readonly target: number;
  /** Score still needed to beat the blind, 0 once beaten. */
  readonly remaining: number;
  /** The boss whose limits apply, null on a Small or Big Blind. */
  readonly boss: BossBlindName | null;
  readonly outcome: BlindOutcome;
}

function getActiveBoss(run: RunState): BossBlindName | null {
  return run.blindType === 'boss' ? run.bossBlind : null;
}

function getOutcome(run: RunState, hands: number): BlindOutcome {
  if (run.currentScore >= run.targetScore) return 'beaten';
  if (hands > 0) return 'in-play';
  const hasMrBones = run.jokers.some((joker) => joker.name === 'Mr. Bones');
  return hasMrBones && run.currentScore >= run.targetScore * MR_BONES_SAVE_SHARE ? 'saved' : 'lost';
}

/**
 * The Needle allows one hand, The Water no discards, The Manacle one card less in hand
 * (facts: bossBlinds); a Juggle Tag held is used as this blind is played, +3 hand size for it.
 * A hand size never goes below 1.
 */
export function getBlindStatus(run: RunState): BlindStatus {
  const boss = getActiveBoss(run);
  const hands = boss === 'The Needle' ? Math.min(run.hands, 1) : run.hands;
  const discards = boss === 'The Water' ? 0 : run.discards;
  const juggled = run.handSize + JUGGLE_TAG_HAND_SIZE * countHeldTag(run, 'Juggle Tag');
  const handSize = boss === 'The Manacle' ? Math.max(1, juggled - 1) : juggled;
  return {
    hands,
    discards,
    handSize,
    score: run.currentScore,
    target: run.targetScore,
    remaining: Math.max(0, run.targetScore - run.currentScore),
    boss,
    outcome: getOutcome(run, hands),
  };
}

function toScore(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** A hand played for `score`: one hand fewer (after the boss's cap), the score added. */
export function recordHandPlayed(run: RunState, score: number): RunState {
  const status = getBlindStatus(run);
  return {
    ...run,
    hands: Math.max(0, status.hands - 1),
    currentScore: run.currentScore + toScore(score),
  };
}

/** A discard: one discard fewer, never below 0 (The Water leaves none). */
export function recordDiscard(run: RunState): RunState {
  return { ...run, discards: Math.max(0, getBlindStatus(run).discards - 1) };
}
