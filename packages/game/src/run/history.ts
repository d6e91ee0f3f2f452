// The run's history: one entry per finished round (ante, blind, boss, played or skipped,
// money before and after, what was bought, sold and levelled up), oldest first, kept in the
// run state so the timeline, the money chart and the coach read the same record.

import type { LevelUp, RoundHistoryEntry, RoundOutcome, RunState, ShopItemName } from './types';

/** The most rounds kept: far past any real run, so only nonsense is cut. */
export const MAX_HISTORY_ROUNDS = 1000;

export interface RoundRecord {
  readonly outcome: RoundOutcome;
  readonly tag?: RoundHistoryEntry['tag'];
  readonly moneyBefore: number;
  readonly moneyAfter: number;
  readonly purchases?: readonly ShopItemName[];
  readonly sales?: readonly ShopItemName[];
  readonly levelUps?: readonly LevelUp[];
}

/** The entry for the run's current round (call it before the run moves to the next one). */
export function createRoundHistoryEntry(run: RunState, record: RoundRecord): RoundHistoryEntry {
  return {
    ante: run.ante,
    round: run.round,
    blindType: run.blindType,
    bossBlind: run.blindType === 'boss' ? run.bossBlind : null,
    outcome: record.outcome,
    tag: record.outcome === 'skipped' ? (record.tag ?? null) : null,
    moneyBefore: record.moneyBefore,
    moneyAfter: record.moneyAfter,
    purchases: record.purchases ?? [],
    sales: record.sales ?? [],
    levelUps: record.levelUps ?? [],
  };
}

/** Appends the current round's entry; the oldest go past MAX_HISTORY_ROUNDS. */
export function appendRoundHistory(run: RunState, record: RoundRecord): RunState {
  const history = [...(run.history ?? []), createRoundHistoryEntry(run, record)];
  return { ...run, history: history.slice(Math.max(0, history.length - MAX_HISTORY_ROUNDS)) };
}

/** The history as given; a run stored before history existed has none. */
export function getRoundHistory(run: RunState): readonly RoundHistoryEntry[] {
  return run.history ?? [];
}
