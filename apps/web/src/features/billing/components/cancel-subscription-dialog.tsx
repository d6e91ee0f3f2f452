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

export interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  /** The last day of access, already formatted. */
  endsOn: string;
  isCancelling: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Confirms a cancellation before it is made, saying until when access lasts. */
export function CancelSubscriptionDialog({
  open,
  planName,
  endsOn,
  isCancelling,
  onConfirm,
  onOpenChange,
}: CancelSubscriptionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your {planName} subscription?</DialogTitle>
          <DialogDescription>
            It will not renew. You keep access until {endsOn} and are not charged again. You can
            resume it any time before then.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep subscription</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} isLoading={isCancelling}>
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
