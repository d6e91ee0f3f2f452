import type { SystemStatus } from '@jokerwise/contracts';
import {
  Bot,
  CreditCard,
  Database,
  Gauge,
  ListChecks,
  Mail,
  RefreshCw,
  Server,
  Users,
} from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useSystemStatus } from '../../api/get-system-status';
import { useLeaveOnAdminFailure } from '../../hooks/use-admin-failure';
import { formatMs, formatUptime, secondsAgo } from '../../lib/format-status';
import { Fact, StatusCard } from './status-card';

const STORE_STATE = {
  memory: ['In process', 'neutral'],
  'redis-up': ['Redis up', 'good'],
  'redis-down': ['Redis down', 'bad'],
} as const;

function StatusCards({ status }: { status: SystemStatus }) {
  const { server, database, jobs, payments, crm } = status;
  const [storeState, storeTone] = STORE_STATE[status.rateLimitStore];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <StatusCard icon={Server} title="Server" state="Online" tone="good">
        <Fact label="Version">{server.version}</Fact>
        <Fact label="Uptime">{formatUptime(server.uptimeSeconds)}</Fact>
        <Fact label="Mode">{server.environment}</Fact>
        <Fact label="Node">{server.nodeVersion}</Fact>
      </StatusCard>
      <StatusCard
        icon={Database}
        title="Database"
        state={database.up ? 'Connected' : 'Unreachable'}
        tone={database.up ? 'good' : 'bad'}
      >
        <Fact label="Kind">
          {database.kind === 'embedded' ? 'Embedded (PGlite)' : 'PostgreSQL'}
        </Fact>
        <Fact label="Round trip">{formatMs(database.roundTripMs)}</Fact>
      </StatusCard>
      <StatusCard
        icon={ListChecks}
        title="Job queue"
        state={jobs.accepting ? 'Accepting jobs' : 'Not accepting'}
        tone={jobs.accepting ? 'good' : 'bad'}
      >
        <Fact label="Round trip">{formatMs(jobs.roundTripMs)}</Fact>
        <Fact label="Worker ran">
          {jobs.workerLastRanAt
            ? secondsAgo(jobs.workerLastRanAt, status.checkedAt)
            : 'not yet (a probe is queued)'}
        </Fact>
        <Fact label="Reconciliation">{jobs.activeReconciliation ? 'running' : 'idle'}</Fact>
      </StatusCard>
      <StatusCard
        icon={CreditCard}
        title="Payments"
        state={payments.mode === 'live' ? 'Live mode' : 'Test mode'}
        tone={payments.mode === 'live' ? 'good' : 'warn'}
      >
        <Fact label="Provider">{payments.provider === 'stripe' ? 'Stripe' : 'Built-in test'}</Fact>
      </StatusCard>
      <StatusCard icon={Mail} title="E-mail" state={status.email.transport} tone="neutral" />
      <StatusCard icon={Bot} title="AI coach" state={status.ai.provider} tone="neutral" />
      <StatusCard
        icon={Users}
        title="CRM"
        state={crm.configured ? 'Configured' : 'Not configured'}
        tone={crm.configured ? 'good' : 'warn'}
      >
        {!crm.configured && <Fact label="Missing">{crm.missingVariables.join(', ')}</Fact>}
      </StatusCard>
      <StatusCard icon={Gauge} title="Rate limits" state={storeState} tone={storeTone} />
    </div>
  );
}

/** System Status, measured by the server when asked (not the spec's hard-coded cards). */
export function SystemStatusTab() {
  const status = useSystemStatus();
  useLeaveOnAdminFailure(status.error);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          {status.data
            ? `Checked at ${new Date(status.data.checkedAt).toLocaleTimeString([], { hour12: false })}`
            : 'Checking the system...'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void status.refetch()}
          isLoading={status.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {status.isPending && <Spinner />}
      {status.isError && (
        <p role="alert" className="text-sm text-ruby-300">
          Could not read the system status. Try Refresh.
        </p>
      )}
      {status.data && <StatusCards status={status.data} />}
    </div>
  );
}
