import { RUN_TEXTS } from '@jokerwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface ConfirmNewGameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** docs/product/workspace.md "Confirm New Game": what is reset, then 'Yes, Start New Game' or 'Cancel'. */
export function ConfirmNewGameDialog(props: ConfirmNewGameDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Start a new game?"
      description="This resets your deck, stake, ante and money, your selected Jokers and vouchers, the shop items and rerolls, and your poker-hand levels."
      cancelLabel={RUN_TEXTS.cancel}
      confirmLabel={RUN_TEXTS.newGameConfirm}
      confirmVariant="destructive"
    />
  );
}
