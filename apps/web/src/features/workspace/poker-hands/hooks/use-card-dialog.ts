// The one card dialog of the hand: opened to add a card, to edit a card in hand, or from a
// held grid card; it adds to or edits the shared hand.
import type { ScenarioCard } from '@jokerwise/game';
import { useState } from 'react';
import type { CardDialogTarget } from '../components/card-editor-dialog';
import type { Hand } from './use-hand';

export function useCardDialog(hand: Hand) {
  const [target, setTarget] = useState<CardDialogTarget | null>(null);

  const edit = (index: number) => {
    const card = hand.cards[index];
    if (card) setTarget({ kind: 'edit', index, card });
  };

  return {
    add: (card: ScenarioCard | null = null) => setTarget({ kind: 'new', card }),
    edit,
    /** Props for CardEditorDialog. */
    dialog: {
      target,
      canAddAnother: hand.cards.length + 1 < hand.limit,
      onSave: (card: ScenarioCard) => {
        if (target?.kind === 'edit') hand.updateCard(target.index, card);
        else hand.addCards([card]);
        setTarget(null);
      },
      onAddAnother: (card: ScenarioCard) => hand.addCards([card]),
      onClose: () => setTarget(null),
    },
  };
}

export type CardDialog = ReturnType<typeof useCardDialog>;
