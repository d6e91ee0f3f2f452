import { RUN_TEXTS } from '@jokerwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export interface ConfirmLoadGameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Load Game over a running game asks first, like New Game; Cancel in the wizard comes back. */
export function ConfirmLoadGameDialog(props: ConfirmLoadGameDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Load another game?"
      description="Loading replaces this run's deck, stake, ante, round and money with the game you enter. Your Jokers, vouchers and consumables stay. Cancel in the wizard brings you back to this run."
      cancelLabel={RUN_TEXTS.cancel}
      confirmLabel="Yes, Load a Game"
    />
  );
}
