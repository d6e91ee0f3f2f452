import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  planName,
  endsOn,
  isCancelling,
  ...props
}: CancelSubscriptionDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Cancel your ${planName} subscription?`}
      description={`It will not renew. You keep access until ${endsOn} and are not charged again. You can resume it any time before then.`}
      cancelLabel="Keep subscription"
      confirmLabel="Cancel subscription"
      confirmVariant="destructive"
      isConfirming={isCancelling}
    />
  );
}
