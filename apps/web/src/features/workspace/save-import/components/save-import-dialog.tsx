import type { WorkspaceDocument } from '@jokerwise/contracts';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { DialogFooter } from '../../../../components/ui/dialog';
import { TitledDialog } from '../../../../components/ui/titled-dialog';
import type { DocumentChange } from '../../lib/run-actions';
import { useSaveFile } from '../hooks/use-save-file';
import { rememberBeforeImport } from '../lib/import-undo';
import { toImportedDocument } from '../lib/imported-document';
import { SaveDropZone } from './save-drop-zone';
import { SaveImportPreview } from './save-import-preview';
import { SaveLocations } from './save-locations';

export interface SaveImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: WorkspaceDocument;
  onChange: DocumentChange;
}

/**
 * Import from save file: choose or drop save.jkr, see what it holds and what is
 * left out, then replace the run with it (undoable). Loaded only when first opened.
 */
export default function SaveImportDialog({
  open,
  onOpenChange,
  document,
  onChange,
}: SaveImportDialogProps) {
  const file = useSaveFile();
  const { step } = file;
  const isPlaying = document.state.stage === 'playing';

  const close = () => {
    file.reset();
    onOpenChange(false);
  };

  const apply = () => {
    if (step.kind !== 'preview') return;
    rememberBeforeImport(document);
    onChange(toImportedDocument(document, step.imported));
    close();
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? onOpenChange(true) : close())}
      title="Import from save file"
      description="Fill the workspace from Balatro's own save: deck, stake, ante, money, Jokers, vouchers, hand levels, the shop and the cards in your hand."
      className="sm:max-w-2xl"
    >
      {step.kind === 'preview' ? (
        <SaveImportPreview imported={step.imported} />
      ) : (
        <div className="grid gap-4">
          <SaveDropZone onFile={file.read} isBusy={step.kind === 'reading'} />
          {step.kind === 'error' && (
            <p
              role="alert"
              className="flex gap-2 rounded-xl border border-ruby-500/40 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-200"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{step.fileName}:</span> {step.message}
              </span>
            </p>
          )}
          <SaveLocations />
        </div>
      )}
      {step.kind === 'preview' && (
        <>
          <p className="text-sm text-fg-muted">
            {isPlaying
              ? 'This updates your current run with the save. You can undo it.'
              : 'This starts your run from the save. You can undo it.'}
          </p>
          <DialogFooter>
            <Button variant="secondary" onClick={file.reset}>
              Choose another file
            </Button>
            <Button onClick={apply}>{isPlaying ? 'Update my run' : 'Import this run'}</Button>
          </DialogFooter>
        </>
      )}
    </TitledDialog>
  );
}
