// "What happened last round?", "what did I buy last round?", "how much money have I made?":
// the run's recorded rounds (packages/game getRoundHistory), the last one first, then the run's
// totals — the same lines the model reads (describe-history.ts).
import { getRoundHistory, summarizeRunHistory } from '@jokerwise/game';
import { describeEntry } from '../describe-history';
import type { CoachQuestion } from './coach-question';
import { formatMoney, formatNumber, plural } from './format';

export const ASKS_HISTORY =
  /\b(last|previous) (round|blind|ante)\b.*\b(happen|did i|buy|bought|sell|sold|earn|made|make)\b|\bwhat happened (in )?(the |my )?(last|previous) (round|blind|ante)\b|\bhow many rounds (have i|did i) play(ed)?\b|\bwhat did i (buy|sell|do)\b|\b(my|the) (run'?s? )?history\b|\bhow much (money )?(have i|did i) (made|make|earned|earn)\b/;

export function answerHistory({ run }: CoachQuestion): string {
  const history = getRoundHistory(run);
  const summary = summarizeRunHistory(history);
  const last = history.at(-1);
  if (summary === null || last === undefined) {
    return '**No round is recorded yet.** Each round you finish — played, skipped or imported from your save — is kept in the **History** tab; ask again after Next Round.';
  }
  const imports =
    summary.imports > 0 ? `, ${formatNumber(summary.imports)} imported from a save` : '';
  return [
    `**Last round:** ${describeEntry(last)}.`,
    '',
    `- This run: ${plural(summary.rounds, 'round')} (${formatNumber(summary.played)} played, ${formatNumber(summary.skipped)} skipped${imports}); money ${formatMoney(summary.firstMoney)} → ${formatMoney(summary.lastMoney)}; ${plural(summary.purchases, 'purchase')}, ${plural(summary.sales, 'sale')}, ${plural(summary.levelUps, 'level-up')}.`,
    '- Every round is in the **History** tab, with its chart.',
  ].join('\n');
}
