// The run's history written as the player acts: each action of the round in progress is noted
// in `currentRound` (what was bought, sold and levelled up, and the money it started with),
// and Next Round or Skip Blind turns it into the round's history entry (history.ts).
// A round runs from the end of the previous one to its own end, so what is bought in the shop
// after a round counts toward the next round, the one it was bought for
// (docs/decisions/032-run-moves-undo-and-round-log.md).

import { POKER_HAND_NAMES } from '../data/vocabulary';
import type { TagName } from '../data/tags';
import { appendRoundHistory } from './history';
import { skipBlind, type MoveOutcome } from './moves';
import type { NumericInput } from './parse-money';
import { ok } from '../result';
import type { RunResult } from './result';
import { advanceRound, updateMoney } from './round';
import type { CurrentRoundRecord, LevelUp, RoundOutcome, RunState, ShopItemName } from './types';

/** The most events one round keeps; far past any real round, so only nonsense is cut. */
export const MAX_ROUND_EVENTS = 200;

/** What an action did besides changing levels, which are read from the state itself. */
export interface RoundEvent {
  readonly purchase?: ShopItemName;
  readonly sale?: ShopItemName;
}

function getCurrentRound(run: RunState): CurrentRoundRecord {
  return run.currentRound ?? { moneyBefore: run.money, purchases: [], sales: [], levelUps: [] };
}

function startRound(run: RunState): RunState {
  return {
    ...run,
    currentRound: { moneyBefore: run.money, purchases: [], sales: [], levelUps: [] },
  };
}

function keepLast<T>(items: readonly T[]): readonly T[] {
  return items.slice(Math.max(0, items.length - MAX_ROUND_EVENTS));
}

/** The hands whose level went up from `before` to `after`, with the level reached. */
export function getLevelUps(before: RunState, after: RunState): LevelUp[] {
  return POKER_HAND_NAMES.flatMap((hand) => {
    const level = after.tracker.handLevels[hand];
    return level > before.tracker.handLevels[hand] ? [{ hand, level }] : [];
  });
}

/**
 * Notes an action of the round in progress on `after`, the run it produced from `before`:
 * the item bought or sold and every level it raised. The first action of a round opens the
 * round's record with the money held before it.
 */
export function noteRoundEvent(
  before: RunState,
  after: RunState,
  event: RoundEvent = {},
): RunState {
  const record = getCurrentRound(before);
  const levelUps = getLevelUps(before, after);
  return {
    ...after,
    currentRound: {
      moneyBefore: record.moneyBefore,
      purchases: keepLast(
        event.purchase === undefined ? record.purchases : [...record.purchases, event.purchase],
      ),
      sales: keepLast(event.sale === undefined ? record.sales : [...record.sales, event.sale]),
      levelUps: keepLast([...record.levelUps, ...levelUps]),
    },
  };
}

function closeRound(
  run: RunState,
  outcome: RoundOutcome,
  moneyAfter: number,
  tag: TagName | null = null,
): RunState {
  const record = getCurrentRound(run);
  return appendRoundHistory(run, {
    outcome,
    tag,
    moneyBefore: record.moneyBefore,
    moneyAfter,
    purchases: record.purchases,
    sales: record.sales,
    levelUps: record.levelUps,
  });
}

/**
 * Next Round with the round just played written to the history. Its money after is the money
 * held now; the Update Money answer that follows replaces it (answerMoneyUpdate).
 */
export function playNextRound(run: RunState): RunResult<RunState> {
  const advanced = advanceRound(run);
  if (!advanced.ok) return advanced;
  const { history } = closeRound(run, 'played', run.money);
  return ok(startRound({ ...advanced.value, history }));
}

/** Skip Blind with the skipped round written to the history, its Tag and payout included. */
export function skipBlindAndRecord(run: RunState, tag: TagName): RunResult<MoveOutcome> {
  const skipped = skipBlind(run, tag);
  if (!skipped.ok) return skipped;
  const { history } = closeRound(run, 'skipped', skipped.value.run.money, tag);
  return ok({ log: skipped.value.log, run: startRound({ ...skipped.value.run, history }) });
}

/**
 * Update Money. The answer to the prompt after Next Round is the cash-out of the round just
 * ended: it becomes that round's money after and the new round's money before. Any other
 * change of money is part of the round in progress.
 */
export function answerMoneyUpdate(run: RunState, input: NumericInput): RunState {
  const next = updateMoney(run, input);
  const history = run.history ?? [];
  const last = history.at(-1);
  if (run.prompt?.kind !== 'update-money' || last === undefined) {
    return noteRoundEvent(run, next);
  }
  return {
    ...next,
    history: [...history.slice(0, -1), { ...last, moneyAfter: next.money }],
    currentRound: { ...getCurrentRound(run), moneyBefore: next.money },
  };
}
