import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { DialogClose, DialogFooter, type DialogContentProps } from './dialog';
import { TitledDialog } from './titled-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The safe choice; it only closes the dialog. */
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isConfirming?: boolean;
  /** Set when the last attempt failed; the dialog stays open to try again. */
  errorMessage?: string | null;
  onConfirm: () => void;
  onCloseAutoFocus?: DialogContentProps['onCloseAutoFocus'];
  onEscapeKeyDown?: DialogContentProps['onEscapeKeyDown'];
}

/** Asks before an action that cannot be undone in one click; cancel is always the way out. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  isConfirming = false,
  errorMessage = null,
  onConfirm,
  onCloseAutoFocus,
  onEscapeKeyDown,
}: ConfirmDialogProps) {
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
    >
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
          <Button variant="secondary">{cancelLabel}</Button>
        </DialogClose>
        <Button variant={confirmVariant} onClick={onConfirm} isLoading={isConfirming}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
