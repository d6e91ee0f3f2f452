// The run's history as the History view and the coach read it: labels for each round, the
// money after each one for the chart, and a short summary. The entries
// themselves are written by history.ts.

import { POKER_HAND_NAMES, type BlindType } from '../data/vocabulary';
import { appendRoundHistory } from './history';
import type { LevelUp, RoundHistoryEntry, RoundOutcome, RunState } from './types';

export const ROUND_OUTCOME_LABELS = {
  played: 'Played',
  skipped: 'Skipped',
  imported: 'Imported from save',
} as const satisfies Record<RoundOutcome, string>;

const SHORT_BLIND_LABELS = { small: 'Small', big: 'Big', boss: 'Boss' } as const satisfies Record<
  BlindType,
  string
>;

/** "Small Blind", "Big Blind", the boss's name, or "Boss Blind" when none was chosen. */
export function getHistoryBlindName(entry: RoundHistoryEntry): string {
  if (entry.blindType === 'boss') return entry.bossBlind ?? 'Boss Blind';
  return `${SHORT_BLIND_LABELS[entry.blindType]} Blind`;
}

export function getHistoryMoneyChange(entry: RoundHistoryEntry): number {
  return entry.moneyAfter - entry.moneyBefore;
}

/** One point of the money-per-round chart. */
export interface MoneyPoint {
  /** 1 for the oldest entry. */
  readonly position: number;
  /** Short enough for a chart axis at 390 px: "A2 Big", "A3 Boss", "Import". */
  readonly label: string;
  readonly money: number;
  readonly change: number;
}

export function getMoneyPerRound(history: readonly RoundHistoryEntry[]): MoneyPoint[] {
  return history.map((entry, index) => ({
    position: index + 1,
    // An import stands where the next round is played, so it would repeat that round's label.
    label:
      entry.outcome === 'imported'
        ? 'Import'
        : `A${entry.ante} ${SHORT_BLIND_LABELS[entry.blindType]}`,
    money: entry.moneyAfter,
    change: getHistoryMoneyChange(entry),
  }));
}

export interface RunHistorySummary {
  /** Rounds played or skipped (imports are not rounds). */
  readonly rounds: number;
  readonly played: number;
  readonly skipped: number;
  readonly imports: number;
  readonly firstMoney: number;
  readonly lastMoney: number;
  readonly purchases: number;
  readonly sales: number;
  readonly levelUps: number;
}

/** Null for a run with no history yet. */
export function summarizeRunHistory(
  history: readonly RoundHistoryEntry[],
): RunHistorySummary | null {
  const first = history[0];
  const last = history.at(-1);
  if (first === undefined || last === undefined) return null;
  const count = (outcome: RoundOutcome) =>
    history.filter((entry) => entry.outcome === outcome).length;
  const total = (pick: (entry: RoundHistoryEntry) => readonly unknown[]) =>
    history.reduce((sum, entry) => sum + pick(entry).length, 0);
  return {
    rounds: count('played') + count('skipped'),
    played: count('played'),
    skipped: count('skipped'),
    imports: count('imported'),
    firstMoney: first.moneyBefore,
    lastMoney: last.moneyAfter,
    purchases: total((entry) => entry.purchases),
    sales: total((entry) => entry.sales),
    levelUps: total((entry) => entry.levelUps),
  };
}

/**
 * The run after importing the game's save: during a run the history goes on with
 * an 'Imported from save' entry (money before and after, hands the save has at higher
 * levels); a run imported from the setup screen starts its history with that entry.
 */
export function recordSaveImport(current: RunState, imported: RunState): RunState {
  const isRunning = current.stage === 'playing';
  const levelUps: LevelUp[] = isRunning
    ? POKER_HAND_NAMES.filter(
        (hand) => imported.tracker.handLevels[hand] > current.tracker.handLevels[hand],
      ).map((hand) => ({ hand, level: imported.tracker.handLevels[hand] }))
    : [];
  const base: RunState = { ...imported, history: isRunning ? (current.history ?? []) : [] };
  return appendRoundHistory(base, {
    outcome: 'imported',
    moneyBefore: isRunning ? current.money : imported.money,
    moneyAfter: imported.money,
    levelUps,
  });
}
