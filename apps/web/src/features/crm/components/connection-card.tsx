import type { CrmConnectionDetails } from '@jokerwise/contracts';
import { PlugZap } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { CrmActions } from '../hooks/use-crm-actions';
import { connectionBadge, formatTime } from '../lib/crm-format';
import { TitledPanel } from '../../../components/ui/titled-panel';

export interface ConnectionCardProps {
  details: CrmConnectionDetails | undefined;
  actions: CrmActions;
  compact: boolean;
}

/** docs/product/staff-console.md: the connection badge, the facts, and the error in a red box. */
export function ConnectionCard({ details, actions, compact }: ConnectionCardProps) {
  const status = details?.connection.status;
  const isConnected = status === 'connected';
  const testError =
    actions.test.data && !actions.test.data.success ? actions.test.data.error : null;
  const error =
    testError ??
    (details && details.configuration.missingVars.length > 0
      ? `Missing configuration: ${details.configuration.missingVars.join(', ')}`
      : status === 'failed'
        ? 'The last connection test failed.'
        : null);
  return (
    <TitledPanel
      icon={PlugZap}
      title="Connection"
      badge={{
        label: connectionBadge(status, compact),
        variant: isConnected ? 'success' : status ? 'destructive' : 'default',
      }}
    >
      {details && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-fg-subtle">Response time</dt>
          <dd className="text-fg-muted">
            {details.connection.responseTime === null
              ? '—'
              : `${details.connection.responseTime} ms`}
          </dd>
          <dt className="text-fg-subtle">Last tested</dt>
          <dd className="text-fg-muted">
            {details.connection.lastTested ? formatTime(details.connection.lastTested) : 'Never'}
          </dd>
          {!compact && (
            <>
              <dt className="text-fg-subtle">API token</dt>
              <dd className="text-fg-muted">
                {details.environment.apiTokenPresent ? 'Present' : 'Missing'}
              </dd>
              <dt className="text-fg-subtle">Location id</dt>
              <dd className="text-fg-muted">
                {details.environment.locationIdPresent ? 'Present' : 'Missing'}
              </dd>
              <dt className="text-fg-subtle">Environment</dt>
              <dd className="text-fg-muted">{details.environment.nodeEnv}</dd>
            </>
          )}
        </dl>
      )}
      {!isConnected && error && (
        <p
          role="status"
          className="rounded-xl border border-ruby-500/50 bg-ruby-500/12 p-3 text-sm text-ruby-300"
        >
          {error}
        </p>
      )}
      <Button
        size="sm"
        variant="secondary"
        isLoading={actions.test.isPending}
        onClick={() => actions.test.mutate()}
      >
        Test Connection
      </Button>
    </TitledPanel>
  );
}
