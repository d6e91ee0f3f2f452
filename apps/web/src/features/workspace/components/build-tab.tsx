import type { WorkspaceDocument } from '@jokerwise/contracts';
import type { DocumentChange } from '../lib/run-actions';
import { BuildSummary } from './build-summary';
import { ConsumablesSection } from './consumables-section';
import { JokersSection } from './jokers-section';
import { VouchersSection } from './vouchers-section';

export interface BuildTabProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

/** Current Build: Jokers, vouchers, consumables and the summary (docs/product/workspace.md). */
export function BuildTab({ document, onChange }: BuildTabProps) {
  return (
    <div className="grid gap-4 sm:gap-5 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4 sm:gap-5">
        <JokersSection document={document} onChange={onChange} />
        <BuildSummary run={document.state} />
      </div>
      <div className="flex min-w-0 flex-col gap-4 sm:gap-5">
        <VouchersSection document={document} onChange={onChange} />
        <ConsumablesSection document={document} onChange={onChange} />
      </div>
    </div>
  );
}
