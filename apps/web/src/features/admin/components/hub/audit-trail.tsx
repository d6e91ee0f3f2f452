import type { AdminAuditEntry } from '@jokerwise/contracts';
import { History } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useAdminAudit } from '../../api/get-admin-audit';
import { useLeaveOnAdminFailure } from '../../hooks/use-admin-failure';
import { IconSection } from '../../../../components/ui/icon-section';

function describeChange(entry: AdminAuditEntry): string {
  if (!entry.oldValue && !entry.newValue) return '';
  const show = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');
  return entry.oldValue
    ? `${show(entry.oldValue)} → ${show(entry.newValue)}`
    : show(entry.newValue);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString([], { hour12: false, dateStyle: 'short', timeStyle: 'medium' });

/** The staff audit trail, newest first (append-only on the server). */
export function AuditTrail() {
  const audit = useAdminAudit();
  useLeaveOnAdminFailure(audit.error);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <IconSection icon={History} title="Audit trail">
      {audit.isPending && <p className="text-sm text-fg-muted">Loading the audit trail...</p>}
      {audit.isSuccess && entries.length === 0 && (
        <p className="text-sm text-fg-muted">No staff actions recorded yet.</p>
      )}
      <ol className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="rounded-lg border border-border bg-surface-raised/50 px-3 py-2 text-sm"
          >
            <p className="flex flex-wrap gap-x-2 text-fg">
              <span className="font-mono text-xs text-fg-subtle">{when(entry.createdAt)}</span>
              <span className="font-semibold text-gold-300">{entry.action}</span>
              <span className="text-fg-muted">by {entry.actorEmail ?? 'the system'}</span>
            </p>
            <p className="text-fg-muted [overflow-wrap:anywhere]">
              {entry.targetLabel ?? entry.targetId ?? ''} {describeChange(entry)}
            </p>
            {entry.requestId && (
              <p className="font-mono text-[0.7rem] text-fg-subtle">request {entry.requestId}</p>
            )}
          </li>
        ))}
      </ol>
      {audit.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => void audit.fetchNextPage()}
          isLoading={audit.isFetchingNextPage}
        >
          Load older entries
        </Button>
      )}
    </IconSection>
  );
}
