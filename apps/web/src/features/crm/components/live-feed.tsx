import type { CrmApiLogEntry } from '@jokerwise/contracts';
import { Activity } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCrmLogs } from '../api/get-crm-logs';
import { formatTime } from '../lib/crm-format';
import { TitledPanel } from '../../../components/ui/titled-panel';

/** While monitoring, the real call log is read this often (docs/product/staff-console.md: the latest 50 kept). */
export const FEED_POLL_MS = 5_000;
export const FEED_SIZE = 50;

export function CallRow({ call }: { call: CrmApiLogEntry }) {
  return (
    <li className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 border-b border-border/50 py-1.5 text-sm last:border-b-0">
      <span className="font-mono text-xs font-semibold text-gold-200">{call.method}</span>
      <span className="min-w-0 truncate font-mono text-xs text-fg-muted">{call.endpoint}</span>
      <span className={call.success ? 'text-chip-green' : 'text-ruby-300'}>
        {call.statusCode ?? 'no answer'}
      </span>
      <span className="col-span-3 text-xs text-fg-subtle">
        {formatTime(call.createdAt)} · {call.durationMs} ms
      </span>
    </li>
  );
}

/** The live feed of real CRM calls; Clear Logs empties this view only, never the log. */
export function LiveFeed() {
  const [isMonitoring, setMonitoring] = useState(false);
  const [clearedAt, setClearedAt] = useState<string | null>(null);
  const logs = useCrmLogs(isMonitoring ? FEED_POLL_MS : false);
  const calls = (logs.data?.logs ?? [])
    .filter((call) => clearedAt === null || call.createdAt > clearedAt)
    .slice(0, FEED_SIZE);
  return (
    <TitledPanel
      icon={Activity}
      title="Live API feed"
      badge={{
        label: isMonitoring ? 'Monitoring' : 'Stopped',
        variant: isMonitoring ? 'success' : 'default',
      }}
    >
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setMonitoring((on) => !on)}>
          {isMonitoring ? 'Stop Monitoring' : 'Start Monitoring'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setClearedAt(logs.data?.logs[0]?.createdAt ?? new Date().toISOString())}
        >
          Clear Logs
        </Button>
      </div>
      {calls.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {isMonitoring ? 'Waiting for CRM calls…' : 'No calls to show.'}
        </p>
      ) : (
        <ul aria-label="Latest CRM calls" className="max-h-96 overflow-y-auto">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ul>
      )}
    </TitledPanel>
  );
}
