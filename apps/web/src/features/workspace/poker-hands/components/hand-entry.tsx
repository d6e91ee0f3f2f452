import type { Rank, ScenarioCard, Suit } from '@jokerwise/game';
import { useState } from 'react';
import type { CardDialog } from '../hooks/use-card-dialog';
import type { Hand } from '../hooks/use-hand';
import { PLAIN_CARD, makeCard, type CardModifiers } from '../lib/card-modifiers';
import { CardGrid } from './card-grid';
import { CardModifiersPanel } from './card-modifiers-panel';
import { TypedHandEntry } from './typed-hand-entry';

interface HandEntryProps {
  hand: Hand;
  /** Opened by holding a grid card: on that card in hand, or on a new one. */
  cardDialog: CardDialog;
}

function lastIndexOf(cards: readonly ScenarioCard[], rank: Rank, suit: Suit): number {
  return cards.findLastIndex((card) => card.rank === rank && card.suit === suit);
}

/** The quick ways in: a typed line, and the 52-card grid with its side panel. */
export function HandEntry({ hand, cardDialog }: HandEntryProps) {
  const [modifiers, setModifiers] = useState<CardModifiers>(PLAIN_CARD);
  const { cards } = hand;
  return (
    <div className="flex flex-col gap-4">
      <TypedHandEntry cardsInHand={cards.length} limit={hand.limit} onAdd={hand.addCards} />
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold tracking-wider text-fg-subtle uppercase">
          Tap your cards
        </h4>
        <p className="text-sm text-fg-muted">
          Tap a card to add it, tap again to take it out. Hold it (or right-click) to set its
          enhancement, edition and seal.
        </p>
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_11rem]">
          <CardGrid
            cards={cards}
            isFull={hand.isFull}
            onAdd={(rank, suit) => hand.addCards([makeCard(rank, suit, modifiers)])}
            onRemove={(rank, suit) => hand.removeCard(lastIndexOf(cards, rank, suit))}
            onDetails={(rank, suit) => {
              const index = lastIndexOf(cards, rank, suit);
              if (index >= 0) cardDialog.edit(index);
              else cardDialog.add(makeCard(rank, suit, modifiers));
            }}
          />
          <CardModifiersPanel value={modifiers} onChange={setModifiers} />
        </div>
      </div>
    </div>
  );
}
