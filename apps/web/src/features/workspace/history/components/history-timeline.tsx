import {
  getHistoryBlindName,
  getHistoryMoneyChange,
  ROUND_OUTCOME_LABELS,
  type RoundHistoryEntry,
} from '@jokerwise/game';
import { cn } from '../../../../utils/cn';
import { formatMoney } from '../../lib/format';

const OUTCOME_STYLES = {
  played: 'border-chip-green/40 bg-chip-green/10 text-chip-green',
  skipped: 'border-chip-blue/40 bg-chip-blue/10 text-sky-300',
  imported: 'border-gold-400/40 bg-gold-400/10 text-gold-300',
} as const satisfies Record<RoundHistoryEntry['outcome'], string>;

function formatChange(change: number): string {
  return change > 0 ? `+${formatMoney(change)}` : formatMoney(change);
}

function Detail({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <p className="text-sm text-fg-muted">
      <span className="font-semibold text-fg">{label}:</span> {items.join(', ')}
    </p>
  );
}

function TimelineEntry({ entry, position }: { entry: RoundHistoryEntry; position: number }) {
  const change = getHistoryMoneyChange(entry);
  return (
    <li className="relative flex flex-col gap-1.5 border-l-2 border-border pb-4 pl-4 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-gold-400"
      />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-xs font-semibold text-fg-muted tabular-nums">#{position}</span>
        <span className="font-semibold text-fg">
          Ante {entry.ante} · {getHistoryBlindName(entry)}
        </span>
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-semibold',
            OUTCOME_STYLES[entry.outcome],
          )}
        >
          {ROUND_OUTCOME_LABELS[entry.outcome]}
          {entry.tag !== null && ` · ${entry.tag}`}
        </span>
      </div>
      <p className="text-sm text-fg-muted tabular-nums">
        {formatMoney(entry.moneyBefore)} → {formatMoney(entry.moneyAfter)}{' '}
        <span
          className={cn(
            'font-semibold',
            change > 0 ? 'text-chip-green' : change < 0 ? 'text-ruby-300' : 'text-fg-muted',
          )}
        >
          ({formatChange(change)})
        </span>
      </p>
      <Detail label="Bought" items={entry.purchases} />
      <Detail label="Sold" items={entry.sales} />
      <Detail
        label="Levelled up"
        items={entry.levelUps.map(({ hand, level }) => `${hand} to level ${level}`)}
      />
    </li>
  );
}

/** Every round of the run, newest first, so the latest is read without scrolling. */
export function HistoryTimeline({ history }: { history: readonly RoundHistoryEntry[] }) {
  const newestFirst = history.map((entry, index) => ({ entry, position: index + 1 })).reverse();
  return (
    <ol aria-label="Rounds of this run" className="flex flex-col">
      {newestFirst.map(({ entry, position }) => (
        <TimelineEntry key={position} entry={entry} position={position} />
      ))}
    </ol>
  );
}
