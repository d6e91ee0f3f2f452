import { ClipboardCheck, PlugZap, RefreshCw, UserRoundCog } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import type { ConsoleLine } from '../lib/console-log';
import type { Operation } from '../lib/operation';
import {
  fullReconciliation,
  paymentConnectionTest,
  subscriptionAudit,
  syncSingleUser,
} from '../lib/reconciliation-operations';
import { ActionCard } from './action-card';

export interface ReconciliationPanelProps {
  /** The operation in progress; every button is disabled while one runs (docs/product/staff-console.md). */
  running: string | null;
  run: (name: string, operation: Operation) => Promise<void>;
  log: (line: ConsoleLine) => void;
}

/** The four action cards of /admin-dashboard (docs/product/staff-console.md). */
export function ReconciliationPanel({ running, run, log }: ReconciliationPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [userId, setUserId] = useState('');
  const busy = running !== null;

  function syncUser(event: FormEvent) {
    event.preventDefault();
    const id = userId.trim();
    // docs/product/staff-console.md: the id must be non-empty after trimming.
    if (!id) {
      log({ type: 'error', message: 'Please enter a valid user ID' });
      return;
    }
    void run('Sync Single User', syncSingleUser(id));
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <ActionCard
        icon={RefreshCw}
        title="Full Reconciliation"
        description="Compare every user's subscription with the payment provider and correct what differs."
      >
        <Button
          onClick={() => setConfirming(true)}
          disabled={busy}
          isLoading={running === 'Full Reconciliation'}
        >
          Run Full Reconciliation
        </Button>
      </ActionCard>
      <ActionCard
        icon={ClipboardCheck}
        title="Audit Subscriptions"
        description="List the users whose records differ from the provider, without changing anything."
      >
        <Button
          variant="secondary"
          onClick={() => void run('Audit Subscriptions', subscriptionAudit)}
          disabled={busy}
          isLoading={running === 'Audit Subscriptions'}
        >
          Run Audit
        </Button>
      </ActionCard>
      <ActionCard
        icon={UserRoundCog}
        title="Sync Single User"
        description="Bring one user's subscription in line with the provider."
      >
        <form onSubmit={syncUser} className="flex flex-col gap-3">
          <Input
            aria-label="User ID"
            placeholder="User ID"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={busy || userId === ''}
            isLoading={running === 'Sync Single User'}
          >
            Sync User
          </Button>
        </form>
      </ActionCard>
      <ActionCard
        icon={PlugZap}
        title="Test Stripe Connection"
        description="Check that the payment provider answers, and in which mode."
      >
        <Button
          variant="secondary"
          onClick={() => void run('Test Stripe Connection', paymentConnectionTest)}
          disabled={busy}
          isLoading={running === 'Test Stripe Connection'}
        >
          Test Connection
        </Button>
      </ActionCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Run a full reconciliation?"
        description="Every user's subscription is compared with the payment provider and corrected where it differs. Each change is recorded in the audit trail."
        cancelLabel="Cancel"
        confirmLabel="Start Reconciliation"
        onConfirm={() => {
          setConfirming(false);
          void run('Full Reconciliation', fullReconciliation);
        }}
      />
    </div>
  );
}
