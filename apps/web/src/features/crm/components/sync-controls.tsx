import { RefreshCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { CrmActions } from '../hooks/use-crm-actions';
import { TitledPanel } from '../../../components/ui/titled-panel';

export interface SyncControlsProps {
  actions: CrmActions;
  /** A sync is in progress on the server, or the CRM is off: every sync button waits. */
  isLocked: boolean;
  compact: boolean;
}

/** The statuses synced as a group, each with its button. */
const BY_STATUS = [
  { status: 'active', label: 'Sync Active' },
  { status: 'trialing', label: 'Sync Trialing' },
] as const;

/** User synchronisation and manual operations (docs/product/staff-console.md). */
export function SyncControls({ actions, isLocked, compact }: SyncControlsProps) {
  const [userId, setUserId] = useState('');
  const inputId = useId();
  const disabled = isLocked || actions.isBusy;
  return (
    <TitledPanel icon={RefreshCcw} title={compact ? 'Sync' : 'User synchronisation'}>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          actions.syncOne(userId);
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-fg-muted">
            User ID
          </label>
          <Input
            id={inputId}
            value={userId}
            placeholder="00000000-0000-0000-0000-000000000000"
            onChange={(event) => setUserId(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={disabled} isLoading={actions.one.isPending}>
          Sync User
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          isLoading={actions.all.isPending}
          onClick={() => actions.all.mutate()}
        >
          Sync All Users
        </Button>
        {BY_STATUS.map(({ status, label }) => (
          <Button
            key={status}
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => actions.byStatus.mutate(status)}
          >
            {label}
          </Button>
        ))}
      </div>
    </TitledPanel>
  );
}
