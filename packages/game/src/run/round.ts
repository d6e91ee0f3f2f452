// Moving through the run while playing: Next Round, the boss pick, money updates
// (docs/product/workspace.md "Next Round", "Select Boss Blind", "Update Money").

import type { BossBlindName } from '../data/bosses';
import { getBlindStatus } from './blind-status';
import { passBlindTags } from './blind-tags';
import { isBossAvailable } from './bosses';
import { spendTagsAfterRound } from './held-tags';
import { getRunCapacity } from './capacity';
import { getBlindTypeForRound } from './create-run';
import { parseMoneyUpdate, type NumericInput } from './parse-money';
import { err, ok } from '../result';
import type { RunResult } from './result';
import { growSellValuesAtRoundEnd } from './sell-values';
import { getRunTargetScore } from './target';
import { ROUNDS_PER_ANTE, type RoundInAnte, type RunState } from './types';

function nextRoundNumber(round: RoundInAnte): RoundInAnte | null {
  return round === 1 ? 2 : round === 2 ? 3 : null;
}

function withoutMrBones(run: RunState): RunState {
  const index = run.jokers.findIndex((joker) => joker.name === 'Mr. Bones');
  return { ...run, jokers: run.jokers.filter((_, at) => at !== index) };
}

/**
 * Next Round (docs/product/workspace.md): the round goes up by 1; past round 3 it returns to 1, the ante
 * goes up by 1, the boss blind is cleared and a boss pick is requested. Blind type and target
 * score are recomputed. Each round has a new shop in the game, so the shop is emptied and its
 * reroll counter reset (facts: economy.reroll "resets each shop"); hands and discards refill.
 * Without a boss pick the shop opens and the money of the round just played is asked for.
 * The round was won, so Egg and Gift Card raise sell values as at the game's round end. A
 * round Mr. Bones saved (out of hands below the target) costs him: he self-destructs. The
 * Tags the round, its shop and a boss's cash-out use are used up (held-tags.ts).
 */
export function advanceRound(run: RunState): RunResult<RunState> {
  if (run.stage !== 'playing') return err({ code: 'NOT_PLAYING' });
  const next = nextRoundNumber(run.round);
  const isNewAnte = next === null;
  const round: RoundInAnte = next ?? 1;
  const ante = isNewAnte ? run.ante + 1 : run.ante;
  const bossBlind = isNewAnte ? null : run.bossBlind;
  const blindType = getBlindTypeForRound(round);
  const capacity = getRunCapacity(run.deck, run.stake, run.vouchers);
  const won = getBlindStatus(run).outcome === 'saved' ? withoutMrBones(run) : run;
  const played = spendTagsAfterRound(passBlindTags(won));
  return ok({
    ...growSellValuesAtRoundEnd(played),
    ante,
    round,
    blindType,
    bossBlind,
    targetScore: getRunTargetScore({
      deck: run.deck,
      stake: run.stake,
      ante,
      blindType,
      bossBlind,
    }),
    hands: capacity.hands,
    discards: capacity.discards,
    currentScore: 0,
    shopItems: [],
    shopRerolls: 0,
    isShopOpen: !isNewAnte,
    prompt: isNewAnte ? { kind: 'select-boss' } : { kind: 'update-money', round: run.round },
  });
}

/**
 * Picks the boss blind of the current ante (docs/product/workspace.md "Select Boss Blind for the current
 * ante"). After the pick requested by Next Round the shop opens and the money of round 3 is
 * asked for (docs/product/workspace.md "After a boss pick the shop also opens").
 */
export function selectBossBlind(run: RunState, boss: BossBlindName): RunResult<RunState> {
  if (run.stage !== 'playing') return err({ code: 'NOT_PLAYING' });
  if (!isBossAvailable(boss, run.ante)) return err({ code: 'BOSS_NOT_AVAILABLE' });
  const targetScore = getRunTargetScore({ ...run, bossBlind: boss });
  if (run.prompt?.kind !== 'select-boss') return ok({ ...run, bossBlind: boss, targetScore });
  return ok({
    ...run,
    bossBlind: boss,
    targetScore,
    isShopOpen: true,
    prompt: { kind: 'update-money', round: ROUNDS_PER_ANTE },
  });
}

/** Update Money: an integer, non-numeric becomes 0 (docs/product/workspace.md); answers the money prompt. */
export function updateMoney(run: RunState, input: NumericInput): RunState {
  const prompt = run.prompt?.kind === 'update-money' ? null : run.prompt;
  return { ...run, money: parseMoneyUpdate(input), prompt };
}

/** Closes the money prompt without changing money. */
export function dismissPrompt(run: RunState): RunState {
  return run.prompt?.kind === 'update-money' ? { ...run, prompt: null } : run;
}

export function setShopOpen(run: RunState, isShopOpen: boolean): RunState {
  return { ...run, isShopOpen };
}

function toCount(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** The score reached so far in the current blind, as the player records it. */
export function setCurrentScore(run: RunState, score: number): RunState {
  return { ...run, currentScore: toCount(score) };
}

/** Hands and discards left this round, from the manual-entry form (docs/product/workspace.md). */
export function setHandsAndDiscards(run: RunState, hands: number, discards: number): RunState {
  return { ...run, hands: toCount(hands), discards: toCount(discards) };
}
