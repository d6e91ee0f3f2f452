import {
  getHistoryBlindName,
  getRoundHistory,
  ROUND_OUTCOME_LABELS,
  summarizeRunHistory,
  type RoundHistoryEntry,
  type RunState,
} from '@jokerwise/game';

// The run's history as the coach reads it: one compact line, so a long run does
// not crowd the build out of the model's context: the totals, then the latest rounds.

/** The latest rounds told one by one; older ones only count in the totals. */
export const RECENT_HISTORY_ROUNDS = 3;

/** "ante 1 Big Blind played, $4 to $12; bought Clever Joker". */
export function describeEntry(entry: RoundHistoryEntry): string {
  const changes = [
    entry.purchases.length > 0 && `bought ${entry.purchases.join(', ')}`,
    entry.sales.length > 0 && `sold ${entry.sales.join(', ')}`,
    entry.levelUps.length > 0 &&
      `levelled ${entry.levelUps.map(({ hand, level }) => `${hand} to ${level}`).join(', ')}`,
    entry.tag !== null && `took ${entry.tag}`,
  ].filter(Boolean);
  const outcome = ROUND_OUTCOME_LABELS[entry.outcome].toLowerCase();
  const money = `$${entry.moneyBefore} to $${entry.moneyAfter}`;
  const detail = changes.length > 0 ? `; ${changes.join('; ')}` : '';
  return `ante ${entry.ante} ${getHistoryBlindName(entry)} ${outcome}, ${money}${detail}`;
}

/** Null before the first round is recorded. */
export function describeHistory(run: RunState): string | null {
  const history = getRoundHistory(run);
  const summary = summarizeRunHistory(history);
  if (summary === null) return null;
  const recent = history.slice(-RECENT_HISTORY_ROUNDS).map(describeEntry).join(' | ');
  const imports = summary.imports > 0 ? `, ${summary.imports} save imports` : '';
  return (
    `History: ${summary.rounds} rounds (${summary.played} played, ${summary.skipped} skipped${imports}), ` +
    `money $${summary.firstMoney} to $${summary.lastMoney}, ${summary.purchases} purchases, ` +
    `${summary.sales} sales, ${summary.levelUps} level-ups. Latest: ${recent}.`
  );
}
