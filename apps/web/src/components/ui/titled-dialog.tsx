import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from './dialog';

export interface TitledDialogProps extends Omit<DialogContentProps, 'title'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What the dialog is for; screen readers announce it with the title. */
  description: ReactNode;
}

/** The product's usual modal: a title, what it is for, then its content. */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  ...content
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
