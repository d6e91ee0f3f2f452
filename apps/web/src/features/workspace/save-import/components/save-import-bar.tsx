import type { WorkspaceDocument } from '@jokerwise/contracts';
import { Undo2, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { DocumentChange } from '../../lib/run-actions';
import { forgetImportUndo, useImportUndo } from '../lib/import-undo';
import { SaveImportTrigger } from './save-import-trigger';

export interface SaveImportBarProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

/**
 * In the playing view: import again after each round, and undo the last
 * import.
 */
export function SaveImportBar({ document, onChange }: SaveImportBarProps) {
  const previous = useImportUndo();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {previous && (
        <div
          role="status"
          className="flex items-center gap-2 rounded-xl border border-gold-400/30 bg-gold-400/8 py-1 pr-1 pl-3 text-sm text-fg"
        >
          Run imported from your save file.
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onChange(previous);
              forgetImportUndo();
            }}
          >
            <Undo2 aria-hidden="true" />
            Undo import
          </Button>
          <Button size="sm" variant="ghost" aria-label="Dismiss" onClick={forgetImportUndo}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      <SaveImportTrigger document={document} onChange={onChange} size="sm" />
    </div>
  );
}
