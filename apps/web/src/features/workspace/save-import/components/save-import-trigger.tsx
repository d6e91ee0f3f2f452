import type { WorkspaceDocument } from '@jokerwise/contracts';
import { FileInput } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../../../components/ui/button';
import type { DocumentChange } from '../../lib/run-actions';

// The dialog, its preview and the file reading load on the first click, never with the page.
const SaveImportDialog = lazy(() => import('./save-import-dialog'));

export interface SaveImportTriggerProps {
  document: WorkspaceDocument;
  onChange: DocumentChange;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

export function SaveImportTrigger({
  document,
  onChange,
  variant = 'secondary',
  size,
}: SaveImportTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        <FileInput aria-hidden="true" />
        Import from save file
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <SaveImportDialog
            open={isOpen}
            onOpenChange={setOpen}
            document={document}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
