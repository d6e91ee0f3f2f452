import type { CrmSyncStatus } from '@jokerwise/contracts';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { CrmActions } from '../hooks/use-crm-actions';
import { TitledPanel } from '../../../components/ui/titled-panel';

export interface SchedulerCardProps {
  status: CrmSyncStatus['status'] | undefined;
  actions: CrmActions;
}

/** docs/product/staff-console.md: Start disabled while running, Stop while stopped; the sync's progress. */
export function SchedulerCard({ status, actions }: SchedulerCardProps) {
  const isRunning = status?.isScheduledSyncRunning ?? false;
  const isConfigured = status?.configured ?? false;
  const progress = status?.progress;
  const isBusy = actions.scheduler.isPending;
  return (
    <TitledPanel
      icon={Clock}
      title="Scheduled sync"
      badge={{
        label: isRunning ? 'Running' : 'Stopped',
        variant: isRunning ? 'success' : 'default',
      }}
    >
      <p className="text-sm text-fg-muted">
        Runs hourly.{' '}
        {isRunning && status?.timeUntilNextSync !== null && status?.timeUntilNextSync !== undefined
          ? `Next sync in ${status.timeUntilNextSync} minutes.`
          : 'No sync is scheduled.'}
      </p>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {progress
          ? `Sync in progress: ${progress.processed} of ${progress.totalUsers} users.`
          : 'Sync idle.'}
        {status && status.dirtyUsers > 0 ? ` ${status.dirtyUsers} users waiting to sync.` : ''}
      </p>
      {progress && (
        <progress
          className="h-2 w-full accent-gold-400"
          max={Math.max(1, progress.totalUsers)}
          value={progress.processed}
          aria-label="Sync progress"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={isRunning || isBusy || !isConfigured}
          onClick={() => actions.scheduler.mutate(true)}
        >
          Start Scheduler
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!isRunning || isBusy}
          onClick={() => actions.scheduler.mutate(false)}
        >
          Stop Scheduler
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={Boolean(progress) || actions.isBusy || !isConfigured}
          isLoading={actions.now.isPending}
          onClick={() => actions.now.mutate()}
        >
          Sync Now
        </Button>
      </div>
    </TitledPanel>
  );
}
