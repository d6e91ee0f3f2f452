import {
  CARD_EDITIONS,
  ENHANCEMENTS,
  RANKS,
  SEALS,
  type CardEdition,
  type Enhancement,
  type Rank,
  type ScenarioCard,
  type Seal,
  type Suit,
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
import {
  EDITION_LABELS,
  ENHANCEMENT_LABELS,
  SEAL_LABELS,
  SUIT_GLYPHS,
  SUIT_LABELS,
  SUIT_ORDER,
  isRedSuit,
} from '../lib/card-labels';
import { ChoiceButton } from './choice-button';
import { OptionSelect } from './option-select';

interface Draft {
  rank: Rank | null;
  suit: Suit | null;
  enhancement: Enhancement | '';
  edition: CardEdition | '';
  seal: Seal | '';
}

function toDraft(card: ScenarioCard | null): Draft {
  return {
    rank: card?.rank ?? null,
    suit: card?.suit ?? null,
    enhancement: card?.enhancement ?? '',
    edition: card?.edition ?? '',
    seal: card?.seal ?? '',
  };
}

function toCard(draft: Draft): ScenarioCard | null {
  if (draft.rank === null || draft.suit === null) return null;
  return {
    rank: draft.rank,
    suit: draft.suit,
    ...(draft.enhancement ? { enhancement: draft.enhancement } : {}),
    ...(draft.edition ? { edition: draft.edition } : {}),
    ...(draft.seal ? { seal: draft.seal } : {}),
  };
}

interface CardEditorDialogProps {
  /** null: closed; 'new': add a card; a number: edit that card in hand. */
  target: number | 'new' | null;
  card: ScenarioCard | null;
  onSave: (card: ScenarioCard) => void;
  onClose: () => void;
}

function CardEditorForm({ target, card, onSave, onClose }: CardEditorDialogProps) {
  const [draft, setDraft] = useState(() => toDraft(card));
  const complete = toCard(draft);
  const set = (patch: Partial<Draft>) => setDraft((prev) => ({ ...prev, ...patch }));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{target === 'new' ? 'Add a card' : 'Edit card'}</DialogTitle>
        <DialogDescription>Rank and suit, plus any enhancement, edition or seal.</DialogDescription>
      </DialogHeader>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">Rank</legend>
        <div className="grid grid-cols-7 gap-1.5">
          {RANKS.map((rank) => (
            <ChoiceButton key={rank} isSelected={draft.rank === rank} onClick={() => set({ rank })}>
              {rank}
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-fg">Suit</legend>
        <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-4">
          {SUIT_ORDER.map((suit) => (
            <ChoiceButton key={suit} isSelected={draft.suit === suit} onClick={() => set({ suit })}>
              <span aria-hidden="true" className={isRedSuit(suit) ? 'text-ruby-400' : undefined}>
                {SUIT_GLYPHS[suit]}
              </span>
              <span className="ml-1.5">{SUIT_LABELS[suit]}</span>
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <OptionSelect
          label="Enhancement"
          value={draft.enhancement}
          options={ENHANCEMENTS.map((value) => ({ value, label: ENHANCEMENT_LABELS[value] }))}
          onChange={(enhancement) => set({ enhancement })}
        />
        <OptionSelect
          label="Edition"
          value={draft.edition}
          options={CARD_EDITIONS.map((value) => ({ value, label: EDITION_LABELS[value] }))}
          onChange={(edition) => set({ edition })}
        />
        <OptionSelect
          label="Seal"
          value={draft.seal}
          options={SEALS.map((value) => ({ value, label: SEAL_LABELS[value] }))}
          onChange={(seal) => set({ seal })}
        />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={complete === null} onClick={() => complete && onSave(complete)}>
          {target === 'new' ? 'Add card' : 'Save card'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** The card picker: every choice is a button or a select, so it works without a mouse. */
export function CardEditorDialog(props: CardEditorDialogProps) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {target !== null && <CardEditorForm key={String(target)} {...props} />}
      </DialogContent>
    </Dialog>
  );
}
