import type { CrmLastSync } from '@jokerwise/contracts';
import { ListChecks } from 'lucide-react';
import { formatDuration, formatTime, successRate } from '../lib/crm-format';
import { TitledPanel } from '../../../components/ui/titled-panel';
import { Stat } from './crm-stat';

/** docs/product/staff-console.md: success rate as a rounded percent, duration in seconds to 2 decimals. */
export function LastSyncCard({ lastSync }: { lastSync: CrmLastSync | null | undefined }) {
  return (
    <TitledPanel icon={ListChecks} title="Last sync results">
      {lastSync ? (
        <>
          <p className="text-sm text-fg-muted">Finished at {formatTime(lastSync.timestamp)}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Stat label="Users" value={lastSync.totalUsers} />
            <Stat label="Synced" value={lastSync.successCount} />
            <Stat label="Failed" value={lastSync.failedCount} />
            <Stat label="Skipped" value={lastSync.skippedCount} />
            <Stat label="Success rate" value={`${successRate(lastSync)}%`} />
            <Stat label="Duration" value={formatDuration(lastSync.duration)} />
          </div>
        </>
      ) : (
        <p className="text-sm text-fg-muted">No sync has finished yet.</p>
      )}
    </TitledPanel>
  );
}
