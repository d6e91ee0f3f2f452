import type { CrmLogs } from '@jokerwise/contracts';
import { Gauge } from 'lucide-react';
import { TitledPanel } from '../../../components/ui/titled-panel';
import { Stat } from './crm-stat';

/** The call log's summary (docs/product/staff-console.md). */
export function QuickStats({ summary }: { summary: CrmLogs['summary'] | undefined }) {
  return (
    <TitledPanel icon={Gauge} title="Quick stats">
      <div className="grid grid-cols-2 gap-2">
        <Stat label="Total calls" value={summary?.totalCalls ?? '—'} />
        <Stat label="Successful" value={summary?.successfulCalls ?? '—'} />
        <Stat label="Failed" value={summary?.failedCalls ?? '—'} />
        <Stat label="Average time" value={summary ? `${summary.averageResponseTime} ms` : '—'} />
        <Stat label="Last 24 hours" value={summary?.callsLast24Hours ?? '—'} />
      </div>
    </TitledPanel>
  );
}
