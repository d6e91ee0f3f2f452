import type { WorkspaceDocument } from '@jokerwise/contracts';
import type { DocumentChange } from '../../lib/run-actions';
import { SaveImportTrigger } from './save-import-trigger';

export interface SaveImportCardProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

/** The import offered on the setup screen and in the New Game tab. */
export function SaveImportCard({ document, onChange }: SaveImportCardProps) {
  return (
    <section
      aria-label="Import from save file"
      className="flex flex-col gap-3 rounded-card border border-border bg-linear-to-b from-surface-raised/90 to-surface/90 p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="grid gap-1">
        <h2 className="font-display text-xl font-bold text-fg">Playing on PC or Steam Deck?</h2>
        <p className="text-sm text-fg-muted">
          Drop the game&apos;s save.jkr and the whole run is filled in: no typing.
        </p>
      </div>
      <SaveImportTrigger document={document} onChange={onChange} />
    </section>
  );
}
