import { RANKS, type Rank, type ScenarioCard, type Suit } from '@jokerwise/game';
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
import { SUIT_GLYPHS, SUIT_LABELS, SUIT_ORDER, describeCard, isRedSuit } from '../lib/card-labels';
import { getModifiers, makeCard, type CardModifiers } from '../lib/card-modifiers';
import { CardModifiersFields } from './card-modifiers-fields';
import { ChoiceButton } from './choice-button';

/** A new card (maybe started from the grid), or the card at `index` in hand. */
export type CardDialogTarget =
  | { readonly kind: 'new'; readonly card: ScenarioCard | null }
  | { readonly kind: 'edit'; readonly index: number; readonly card: ScenarioCard };

interface CardEditorDialogProps {
  target: CardDialogTarget | null;
  /** Whether the hand has room for one more card after the one being added. */
  canAddAnother: boolean;
  /** Saves the card; the dialog closes. */
  onSave: (card: ScenarioCard) => void;
  /** Adds the card; the dialog stays open for the next one. */
  onAddAnother: (card: ScenarioCard) => void;
  onClose: () => void;
}

function CardEditorForm({
  target,
  canAddAnother,
  onSave,
  onAddAnother,
  onClose,
}: CardEditorDialogProps & { target: CardDialogTarget }) {
  const [rank, setRank] = useState<Rank | null>(target.card?.rank ?? null);
  const [suit, setSuit] = useState<Suit | null>(target.card?.suit ?? null);
  const [modifiers, setModifiers] = useState<CardModifiers>(() => getModifiers(target.card));
  const [lastAdded, setLastAdded] = useState<ScenarioCard | null>(null);
  const isNew = target.kind === 'new';
  const complete = rank !== null && suit !== null ? makeCard(rank, suit, modifiers) : null;

  // Cards entered in a row often share an enhancement (three Glass cards), so only rank and
  // suit are cleared for the next one.
  const addAnother = (card: ScenarioCard) => {
    onAddAnother(card);
    setLastAdded(card);
    setRank(null);
    setSuit(null);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{isNew ? 'Add a card' : 'Edit card'}</DialogTitle>
        <DialogDescription>Rank and suit, plus any enhancement, edition or seal.</DialogDescription>
      </DialogHeader>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">Rank</legend>
        <div className="grid grid-cols-7 gap-1.5">
          {RANKS.map((choice) => (
            <ChoiceButton key={choice} isSelected={rank === choice} onClick={() => setRank(choice)}>
              {choice}
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">Suit</legend>
        <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
          {SUIT_ORDER.map((choice) => (
            <ChoiceButton
              key={choice}
              isSelected={suit === choice}
              className="px-1"
              onClick={() => setSuit(choice)}
            >
              <span aria-hidden="true" className={isRedSuit(choice) ? 'text-ruby-400' : undefined}>
                {SUIT_GLYPHS[choice]}
              </span>
              <span className="ml-1">{SUIT_LABELS[choice]}</span>
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
      <CardModifiersFields value={modifiers} onChange={setModifiers} />
      <p className="min-h-5 text-sm text-fg-muted" role="status">
        {lastAdded && `Added ${describeCard(lastAdded)}. Pick the next card.`}
      </p>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {lastAdded ? 'Done' : 'Cancel'}
        </Button>
        {isNew && (
          <Button
            variant="secondary"
            disabled={complete === null || !canAddAnother}
            onClick={() => complete && addAnother(complete)}
          >
            Add another
          </Button>
        )}
        <Button disabled={complete === null} onClick={() => complete && onSave(complete)}>
          {isNew ? 'Add card' : 'Save card'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** A new form for each card opened, so no choice leaks from the last one. */
function targetKey(target: CardDialogTarget): string {
  if (target.kind === 'edit') return `edit-${target.index}`;
  return target.card ? `new-${target.card.rank}-${target.card.suit}` : 'new';
}

/** The card picker: every choice is a button or a select, so it works without a mouse. */
export function CardEditorDialog(props: CardEditorDialogProps) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {target !== null && <CardEditorForm key={targetKey(target)} {...props} target={target} />}
      </DialogContent>
    </Dialog>
  );
}
