import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
export function ClearHistoryDialog({ isClearing, ...props }: ClearHistoryDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Clear this chat?"
      description="Every message with the coach about this run is deleted. Your run itself stays as it is."
      cancelLabel="Keep chat"
      confirmLabel="Clear chat"
      confirmVariant="destructive"
      isConfirming={isClearing}
      // Escape closes this dialog only, not the expanded chat it opened from.
      onEscapeKeyDown={(event) => event.stopPropagation()}
    />
  );
}
