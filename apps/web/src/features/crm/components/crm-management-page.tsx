import { ArrowLeft, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { paths } from '../../../config/paths';
import { useCrmConnection, useCrmStatus } from '../api/get-crm-status';
import { useCrmLogs } from '../api/get-crm-logs';
import { useCrmActions } from '../hooks/use-crm-actions';
import { useLogLoadFailure } from '../hooks/use-log-load-failure';
import { ApiMonitoring } from './api-monitoring';
import { ConnectionCard } from './connection-card';
import { LastSyncCard } from './last-sync-card';
import { LiveFeed } from './live-feed';
import { MissingConfigWarning } from './missing-config-warning';
import { QuickStats } from './quick-stats';
import { SchedulerCard } from './scheduler-card';
import { SyncControls } from './sync-controls';

/** docs/product/staff-console.md: the full dashboard polls status and logs every 5 minutes. */
export const PAGE_POLL_MS = 300_000;

/** /dev/ghl-management: the CRM sync dashboard (docs/product/staff-console.md). */
export function CrmManagementPage() {
  const status = useCrmStatus(PAGE_POLL_MS);
  const connection = useCrmConnection(PAGE_POLL_MS);
  const logs = useCrmLogs(PAGE_POLL_MS);
  useLogLoadFailure('CRM status', status.error);
  useLogLoadFailure('CRM logs', logs.error);
  const actions = useCrmActions(false);
  const current = status.data?.status;
  const isLocked = !current?.configured || Boolean(current?.isSyncInProgress);
  return (
    <ContentPage
      icon={Workflow}
      eyebrow="Staff"
      title="CRM sync"
      description="GoHighLevel contacts: connection, hourly sync, manual operations and live API calls."
    >
      <div className="flex flex-col gap-4">
        <Link
          to={paths.admin.dev.getHref()}
          className="flex w-fit items-center gap-2 text-sm font-semibold text-gold-300 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Developer Hub
        </Link>
        <MissingConfigWarning missingVars={current?.missingVars ?? []} />
        <div className="grid gap-4 lg:grid-cols-2">
          <ConnectionCard details={connection.data} actions={actions} compact={false} />
          <SchedulerCard status={current} actions={actions} />
          <LastSyncCard lastSync={current?.lastSync} />
          <SyncControls actions={actions} isLocked={isLocked} compact={false} />
          <ApiMonitoring logs={logs.data} withChart />
          <div className="flex flex-col gap-4">
            <QuickStats summary={logs.data?.summary} />
            <LiveFeed />
          </div>
        </div>
      </div>
    </ContentPage>
  );
}
