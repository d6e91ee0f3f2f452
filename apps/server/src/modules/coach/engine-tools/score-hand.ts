// score_hand: one played hand scored by the engine with the run's Jokers, levels and boss, and
// how it compares with what the round still needs.
import {
  ok,
  type PokerHandName,
  type RunState,
  type ScoreLogEntry,
  type ScoreResult,
} from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool, toolFailure, type ToolResult } from './engine-tool';
import { getRoundTarget, scoreRunPlay, toJokerChanges } from './run-scenario';
import { cardSchema, cardsSchema, jokerNameSchema } from './schemas';

export const scoreHandInputSchema = z.object({
  played: z.array(cardSchema).min(1).max(5).describe('Cards to play, in play order (1 to 5)'),
  held: cardsSchema.optional().describe('Cards kept in hand (Baron, Steel cards ...)'),
  addJokers: z.array(jokerNameSchema).max(10).optional().describe('What-if: Jokers added'),
  removeJokers: z.array(jokerNameSchema).max(10).optional().describe('What-if: Jokers removed'),
});
export type ScoreHandInput = z.output<typeof scoreHandInputSchema>;

export interface HandScore {
  readonly hand: PokerHandName;
  readonly level: number;
  /** The hand's level values before any card or Joker (the log's "base" entry). */
  readonly baseChips: number;
  readonly baseMult: number;
  readonly scoringCards: readonly number[];
  readonly chips: number;
  readonly mult: number;
  readonly score: number;
  readonly target: number;
  /** Already scored this round (the run's current score). */
  readonly currentScore: number;
  /** target - currentScore, at least 0. */
  readonly stillNeeded: number;
  readonly beatsBlind: boolean;
  /** 0 when the hand is enough. */
  readonly shortBy: number;
  readonly handsLeft: number;
  readonly notAllowed: string | null;
  readonly log: readonly ScoreLogEntry[];
}

/** The round's progress against one score: shared by score_hand and best_play. */
export function compareWithRound(
  score: number,
  target: number,
  currentScore: number,
): Pick<HandScore, 'stillNeeded' | 'beatsBlind' | 'shortBy'> {
  const stillNeeded = Math.max(0, target - currentScore);
  return {
    stillNeeded,
    beatsBlind: score >= stillNeeded,
    shortBy: Math.max(0, stillNeeded - score),
  };
}

/** The engine's result in the round's terms; the target comes from the engine, see getRoundTarget. */
export function toHandScore(result: ScoreResult, run: RunState): HandScore {
  const base = result.log.find((entry) => entry.effect === 'base');
  const target = getRoundTarget(run, result);
  return {
    hand: result.hand,
    level: base?.value ?? run.tracker.handLevels[result.hand],
    baseChips: base?.chips ?? 0,
    baseMult: base?.mult ?? 0,
    scoringCards: result.scoringCards,
    chips: result.chips,
    mult: result.mult,
    score: result.score,
    target,
    currentScore: run.currentScore,
    ...compareWithRound(result.score, target, run.currentScore),
    handsLeft: run.hands,
    notAllowed: result.notAllowed ?? null,
    log: result.log,
  };
}

export const scoreHandTool = defineEngineTool({
  name: 'score_hand',
  description:
    "Score cards played from hand with the run's Jokers, hand levels, deck and boss; compare with the blind's target.",
  inputSchema: scoreHandInputSchema,
  run(input, { run }): ToolResult<HandScore> {
    const outcome = scoreRunPlay(
      run,
      input.played,
      input.held ?? [],
      toJokerChanges(input.addJokers, input.removeJokers),
    );
    return outcome.ok
      ? ok(toHandScore(outcome.value, run))
      : toolFailure(outcome.code, outcome.message);
  },
});
