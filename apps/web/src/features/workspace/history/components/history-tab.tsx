import {
  getMoneyPerRound,
  getRoundHistory,
  summarizeRunHistory,
  type RunState,
} from '@jokerwise/game';
import { History } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { SectionCard } from '../../components/section-card';
import { formatMoney } from '../../lib/format';
import { HistoryTimeline } from './history-timeline';

const MoneyChart = lazy(() =>
  import('./money-chart').then((module) => ({ default: module.MoneyChart })),
);

function EmptyHistory() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center">
      <History aria-hidden="true" className="size-8 text-gold-400" />
      <h2 className="font-display text-xl font-bold text-fg">No rounds yet</h2>
      <p className="max-w-sm text-sm text-fg-muted">
        Each round you finish with Next Round or skip is recorded here, with your money before and
        after, what you bought and sold, and the hands you levelled up.
      </p>
    </div>
  );
}

/** The run's history: money per round as a chart and every round as a timeline. */
export function HistoryTab({ run }: { run: RunState }) {
  const history = getRoundHistory(run);
  const summary = summarizeRunHistory(history);
  if (summary === null) return <EmptyHistory />;
  return (
    <div className="flex flex-col gap-4 sm:gap-5" data-testid="run-history">
      <SectionCard
        title="Money per round"
        count={`${formatMoney(summary.firstMoney)} → ${formatMoney(summary.lastMoney)}`}
      >
        <Suspense
          fallback={
            <div className="flex h-56 items-center justify-center sm:h-64">
              <Spinner size="sm" label="Loading the chart" />
            </div>
          }
        >
          <MoneyChart points={getMoneyPerRound(history)} />
        </Suspense>
      </SectionCard>
      <SectionCard
        title="Timeline"
        count={`${summary.rounds} ${summary.rounds === 1 ? 'round' : 'rounds'} · ${summary.skipped} skipped`}
      >
        <HistoryTimeline history={history} />
      </SectionCard>
    </div>
  );
}
