import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

export interface ClearHistoryDialogProps {
  open: boolean;
  isClearing: boolean;
  /** Set when the last attempt failed. */
  errorMessage: string | null;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (Radix returns it to the trigger by default). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirms clearing the chat of the current run before it is deleted. */
export function ClearHistoryDialog({
  open,
  isClearing,
  errorMessage,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
}: ClearHistoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        // Escape closes this dialog only, not the expanded chat it opened from.
        onEscapeKeyDown={(event) => event.stopPropagation()}
      >
        <DialogHeader>
          <DialogTitle>Clear this chat?</DialogTitle>
          <DialogDescription>
            Every message with the coach about this run is deleted. Your run itself stays as it is.
          </DialogDescription>
        </DialogHeader>
        {errorMessage && (
          <p
            role="alert"
            className="rounded-lg border border-ruby-500/45 bg-ruby-500/10 px-3 py-2 text-sm text-ruby-300"
          >
            {errorMessage}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep chat</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} isLoading={isClearing}>
            Clear chat
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
