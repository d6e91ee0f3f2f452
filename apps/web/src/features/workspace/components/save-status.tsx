import { Check, CloudOff, LoaderCircle, PencilLine } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { SaveStatus } from '../hooks/use-workspace-document';

export interface SaveStatusIndicatorProps {
  status: SaveStatus;
  onRetry: () => void;
}

/** A small, fixed-width line so the header never jumps while saving. */
export function SaveStatusIndicator({ status, onRetry }: SaveStatusIndicatorProps) {
  return (
    <div
      role="status"
      data-testid="save-status"
      data-status={status}
      className="flex h-8 min-w-36 items-center justify-end gap-1.5 text-xs font-medium text-fg-muted"
    >
      {status === 'saving' && (
        <>
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
          Saving…
        </>
      )}
      {status === 'pending' && (
        <>
          <PencilLine aria-hidden="true" className="size-3.5" />
          Unsaved changes
        </>
      )}
      {status === 'saved' && (
        <>
          <Check aria-hidden="true" className="size-3.5 text-chip-green" />
          Saved
        </>
      )}
      {status === 'error' && (
        <>
          <CloudOff aria-hidden="true" className="size-3.5 text-ruby-400" />
          <span className="text-ruby-300">Not saved</span>
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
