import { Check, CloudOff, History, LoaderCircle, PencilLine, Undo2 } from 'lucide-react';
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

export interface DroppedChangeNoticeProps {
  /** What the replaced change did, in a few words each. */
  changes: readonly string[];
  onReapply: () => void;
  onDismiss: () => void;
}

/**
 * Another device's save won a conflict (ADR 011): the change made here is named, and can be
 * put back on top of the newer run, or let go.
 */
export function DroppedChangeNotice({ changes, onReapply, onDismiss }: DroppedChangeNoticeProps) {
  return (
    <div
      role="alert"
      data-testid="dropped-change"
      className="mb-5 flex flex-col gap-3 rounded-card border border-gold-400/40 bg-gold-400/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-fg">
            Your change here was replaced by a newer save from another device.
          </p>
          <p className="text-fg-muted">Not saved: {changes.join('; ')}.</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" onClick={onReapply}>
          <Undo2 aria-hidden="true" />
          Re-apply my change
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
