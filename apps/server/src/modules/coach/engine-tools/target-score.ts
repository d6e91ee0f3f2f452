// target_score: the score a blind asks for at any ante, stake and deck, from the game's blind
// tables (ADR 004: not the spec's 2.5x formula), with the parts that make it up.
import {
  getAnteBaseChips,
  getBlindMultiplier,
  getBlindReward,
  getBossBlind,
  getDeck,
  getJokerEffect,
  getTargetScore,
  isShowdownAnte,
  ok,
  type BlindType,
  type DeckName,
  type Ok,
  type RunState,
  type StakeName,
  type TargetBlind,
} from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool } from './engine-tool';
import { anteSchema, deckNameSchema, stakeNameSchema, targetBlindSchema } from './schemas';

export const targetScoreInputSchema = z.object({
  ante: anteSchema.optional().describe("Defaults to the run's ante"),
  blind: targetBlindSchema
    .optional()
    .describe("'small', 'big', 'boss' (unchosen boss, x2) or a boss name; defaults to the run's"),
  stake: stakeNameSchema.optional().describe("Defaults to the run's stake"),
  deck: deckNameSchema.optional().describe("Defaults to the run's deck (Plasma Deck doubles)"),
  bossDisabled: z
    .boolean()
    .optional()
    .describe('Boss switched off (Chicot, Luchador); defaults to whether the run owns Chicot'),
});
export type TargetScoreInput = z.output<typeof targetScoreInputSchema>;

export interface TargetScore {
  readonly ante: number;
  readonly blind: TargetBlind;
  readonly stake: StakeName;
  readonly deck: DeckName;
  readonly bossDisabled: boolean;
  /** The ante's base chips from the stake's table. */
  readonly baseChips: number;
  readonly multiplier: number;
  /** Plasma Deck x2, otherwise 1. */
  readonly deckScaling: number;
  readonly target: number;
  /** Money for beating it. */
  readonly reward: number;
}

/** The run's blind: its boss once chosen, else its type. */
export function getRunBlind(run: RunState): TargetBlind {
  return run.blindType === 'boss' && run.bossBlind !== null ? run.bossBlind : run.blindType;
}

/** Chicot switches every boss off while owned (the engine's `disablesBoss` rule modifier). */
export function hasBossDisabler(run: RunState): boolean {
  return run.jokers.some((joker) =>
    (getJokerEffect(joker.name)?.modifiers ?? []).includes('disablesBoss'),
  );
}

function toBlindType(blind: TargetBlind): BlindType {
  return blind === 'small' || blind === 'big' ? blind : 'boss';
}

function isShowdownBlind(blind: TargetBlind, ante: number): boolean {
  if (blind === 'small' || blind === 'big') return false;
  return blind === 'boss' ? isShowdownAnte(ante) : getBossBlind(blind).showdown;
}

/** Pure over its arguments so the coach can tabulate antes ahead without a tool call each. */
export function getTargetDetails(input: {
  readonly ante: number;
  readonly blind: TargetBlind;
  readonly stake: StakeName;
  readonly deck: DeckName;
  readonly bossDisabled: boolean;
}): TargetScore {
  return {
    ...input,
    baseChips: getAnteBaseChips(input.ante, input.stake),
    multiplier: getBlindMultiplier(input.blind, input.bossDisabled),
    deckScaling: getDeck(input.deck).modifiers.blindScaling ?? 1,
    target: getTargetScore(input),
    reward: getBlindReward(
      toBlindType(input.blind),
      input.stake,
      isShowdownBlind(input.blind, input.ante),
    ),
  };
}

/** The target of the blind the run is playing, as its deck, stake and Jokers set it. */
export function getRunTargetDetails(run: RunState): TargetScore {
  return getTargetDetails({
    ante: run.ante,
    blind: getRunBlind(run),
    stake: run.stake,
    deck: run.deck,
    bossDisabled: hasBossDisabler(run),
  });
}

export const targetScoreTool = defineEngineTool({
  name: 'target_score',
  description:
    'Target score of a blind at any ante, stake and deck (defaults from the run), with base chips, multiplier and reward.',
  inputSchema: targetScoreInputSchema,
  run(input, { run }): Ok<TargetScore> {
    return ok(
      getTargetDetails({
        ante: input.ante ?? run.ante,
        blind: input.blind ?? getRunBlind(run),
        stake: input.stake ?? run.stake,
        deck: input.deck ?? run.deck,
        bossDisabled: input.bossDisabled ?? hasBossDisabler(run),
      }),
    );
  },
});
