import type { CrmLogs } from '@jokerwise/contracts';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { CallRow } from './live-feed';
import { TitledPanel } from '../../../components/ui/titled-panel';

const HistoryChart = lazy(() =>
  import('./history-chart').then((module) => ({ default: module.HistoryChart })),
);

/** docs/product/staff-console.md: recent calls shown 10. */
const RECENT_CALLS = 10;

/** Real-time API monitoring: the 7-day chart (the full page) and the latest calls. */
export function ApiMonitoring({
  logs,
  withChart,
}: {
  logs: CrmLogs | undefined;
  withChart: boolean;
}) {
  const week = logs?.history ?? [];
  const weekCalls = week.reduce((sum, day) => sum + day.calls, 0);
  const weekFailures = week.reduce((sum, day) => sum + day.failures, 0);
  const recent = logs?.logs.slice(0, RECENT_CALLS) ?? [];
  return (
    <TitledPanel icon={BarChart3} title="API monitoring">
      <p className="text-sm text-fg-muted">
        7-day history: {weekCalls} calls, {weekFailures} failed.
      </p>
      {withChart && (
        <Suspense fallback={<Spinner size="sm" label="Loading chart" />}>
          <HistoryChart days={week} />
        </Suspense>
      )}
      {recent.length === 0 ? (
        <p className="text-sm text-fg-muted">No CRM calls yet.</p>
      ) : (
        <ul aria-label="Recent CRM calls">
          {recent.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ul>
      )}
    </TitledPanel>
  );
}
