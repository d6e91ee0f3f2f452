import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCrmDashboard } from '../hooks/use-crm-dashboard';
import { ApiMonitoring } from './api-monitoring';
import { ConnectionCard } from './connection-card';
import { LastSyncCard } from './last-sync-card';
import { MissingConfigWarning } from './missing-config-warning';
import { SchedulerCard } from './scheduler-card';
import { SyncControls } from './sync-controls';

/** docs/product/staff-console.md: the hub's compact card polls every 30 s. */
export const CARD_POLL_MS = 30_000;

/** The GHL CRM tab of the developer hub: the dashboard in brief. */
export function CrmCompactCard() {
  const { current, connection, logs, actions, isLocked } = useCrmDashboard(CARD_POLL_MS, {
    compact: true,
  });
  return (
    <div className="flex flex-col gap-4">
      <MissingConfigWarning missingVars={current?.missingVars ?? []} />
      <div className="grid gap-4 md:grid-cols-2">
        <ConnectionCard details={connection} actions={actions} compact />
        <SchedulerCard status={current} actions={actions} />
        <LastSyncCard lastSync={current?.lastSync} />
        <SyncControls actions={actions} isLocked={isLocked} compact />
      </div>
      <ApiMonitoring logs={logs} withChart={false} />
      <Link
        to={paths.admin.ghlManagement.getHref()}
        className="flex w-fit items-center gap-2 text-sm font-semibold text-gold-300 underline"
      >
        Open CRM management
        <ExternalLink aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
