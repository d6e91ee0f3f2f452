import { ArrowLeft, Workflow } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/layout/content-page';
import { paths } from '../../../config/paths';
import { useCrmDashboard } from '../hooks/use-crm-dashboard';
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
  const { current, connection, logs, actions, isLocked } = useCrmDashboard(PAGE_POLL_MS, {
    compact: false,
  });
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
          <ConnectionCard details={connection} actions={actions} compact={false} />
          <SchedulerCard status={current} actions={actions} />
          <LastSyncCard lastSync={current?.lastSync} />
          <SyncControls actions={actions} isLocked={isLocked} compact={false} />
          <ApiMonitoring logs={logs} withChart />
          <div className="flex flex-col gap-4">
            <QuickStats summary={logs?.summary} />
            <LiveFeed />
          </div>
        </div>
      </div>
    </ContentPage>
  );
}
