import { formatMoneyPrompt, RUN_TEXTS } from '@jokerwise/game';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export interface UpdateMoneyDialogProps {
  open: boolean;
  /** The round just played (spec 001 §2 "after Round N"). */
  round: number;
  onSubmit: (input: string) => void;
  onDismiss: () => void;
}

/** spec 001 §2 "Update Money"; a non-numeric entry becomes 0 in the engine (§5). */
export function UpdateMoneyDialog({ open, round, onSubmit, onDismiss }: UpdateMoneyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <DialogContent>
        {open && <UpdateMoneyForm round={round} onSubmit={onSubmit} onDismiss={onDismiss} />}
      </DialogContent>
    </Dialog>
  );
}

function UpdateMoneyForm({ round, onSubmit, onDismiss }: Omit<UpdateMoneyDialogProps, 'open'>) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Update Money</DialogTitle>
        <DialogDescription>{formatMoneyPrompt(round)}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Money</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          step={1}
          autoFocus
          placeholder={RUN_TEXTS.moneyPlaceholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          {RUN_TEXTS.cancel}
        </Button>
        <Button type="submit">Update Money</Button>
      </DialogFooter>
    </form>
  );
}
