import { RUN_TEXTS } from '@jokerwise/game';
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

export interface ConfirmNewGameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** spec 001 §2 "Confirm New Game": what is reset, then 'Yes, Start New Game' or 'Cancel'. */
export function ConfirmNewGameDialog({ open, onOpenChange, onConfirm }: ConfirmNewGameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start a new game?</DialogTitle>
          <DialogDescription>
            This resets your deck, stake, ante and money, your selected Jokers and vouchers, the
            shop items and rerolls, and your poker-hand levels.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{RUN_TEXTS.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            {RUN_TEXTS.newGameConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
