import type { WorkspaceDocument } from '@jokerwise/contracts';
import { getVoucher, removeVoucher } from '@jokerwise/game';
import { Plus, Ticket, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { applyRunResult, type DocumentChange } from '../lib/run-actions';
import { SectionCard } from './section-card';
import { VoucherPickerDialog } from './voucher-picker-dialog';

export interface VouchersSectionProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

/** Active vouchers with a searchable picker (docs/product/workspace.md). */
export function VouchersSection({ document, onChange }: VouchersSectionProps) {
  const run = document.state;
  const [isPickerOpen, setPickerOpen] = useState(false);
  return (
    <SectionCard
      title="Vouchers"
      count={run.vouchers.length}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
          <Plus aria-hidden="true" />
          Add Voucher
        </Button>
      }
    >
      {run.vouchers.length === 0 ? (
        <p className="text-sm text-fg-muted">No vouchers redeemed yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Active vouchers">
          {run.vouchers.map((name) => {
            const voucher = getVoucher(name);
            return (
              <li
                key={name}
                className="flex items-start gap-3 rounded-xl border border-border bg-surface-sunken/60 p-3"
              >
                <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="font-semibold text-fg">{name}</span>
                  <span className="text-sm text-fg-muted">{voucher.effect}</span>
                </div>
                <IconButton
                  icon={X}
                  label={`Remove ${name}`}
                  onClick={() =>
                    applyRunResult(document, onChange, removeVoucher(run, name), {
                      action: 'Remove',
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <VoucherPickerDialog
        open={isPickerOpen}
        onOpenChange={setPickerOpen}
        run={run}
        onAdd={(result) => {
          if (applyRunResult(document, onChange, result, { action: 'Add' })) setPickerOpen(false);
        }}
      />
    </SectionCard>
  );
}
