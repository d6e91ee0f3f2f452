import {
  TRACKER_RANKS,
  canConfirmCardSelection,
  type CardSelection,
  type TrackerCard,
} from '@jokerwise/game';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { cn } from '../../../../utils/cn';
import { SUIT_GLYPHS, SUIT_LABELS, SUIT_ORDER, isRedSuit } from '../lib/card-labels';
import { ChoiceButton } from './choice-button';

interface SelectCardDialogProps {
  /** 0-based slot; the title counts from 1. */
  slot: number | null;
  current: TrackerCard | null;
  onConfirm: (selection: CardSelection) => void;
  onClose: () => void;
}

function SelectCardForm({
  slot,
  current,
  onConfirm,
  onClose,
}: SelectCardDialogProps & { slot: number }) {
  const [selection, setSelection] = useState<CardSelection>(current ?? { rank: null, suit: null });
  const showSuits = selection.rank !== 'N/A';
  return (
    <>
      <DialogHeader>
        <DialogTitle>Select Card {slot + 1}</DialogTitle>
        <DialogDescription>Choose a rank, then a suit.</DialogDescription>
      </DialogHeader>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">Rank</legend>
        <div className="grid grid-cols-7 gap-1.5">
          {TRACKER_RANKS.map((rank) => (
            <ChoiceButton
              key={rank}
              isSelected={selection.rank === rank}
              onClick={() => setSelection((prev) => ({ ...prev, rank }))}
            >
              {rank}
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
      {showSuits && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-fg">Suit</legend>
          <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
            {SUIT_ORDER.map((suit) => (
              <ChoiceButton
                key={suit}
                isSelected={selection.suit === suit}
                className={isRedSuit(suit) ? 'text-ruby-300' : undefined}
                onClick={() => setSelection((prev) => ({ ...prev, suit }))}
              >
                <span aria-hidden="true">{SUIT_GLYPHS[suit]}</span>
                <span className={cn('ml-1.5 text-fg')}>{SUIT_LABELS[suit]}</span>
              </ChoiceButton>
            ))}
          </div>
        </fieldset>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!canConfirmCardSelection(selection)} onClick={() => onConfirm(selection)}>
          Confirm
        </Button>
      </DialogFooter>
    </>
  );
}

/** spec 001 §2 "Select Card N": the suit is hidden for N/A; Confirm waits for rank and suit. */
export function SelectCardDialog(props: SelectCardDialogProps) {
  const { slot, onClose } = props;
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {slot !== null && <SelectCardForm key={slot} {...props} slot={slot} />}
      </DialogContent>
    </Dialog>
  );
}
