import { Pencil, Plus, Spade, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../utils/cn';
import { describeCard } from '../lib/card-labels';
import { MAX_PLAYED } from '../lib/hand-edits';
import type { Hand } from '../hooks/use-hand';
import { CardFace } from './card-face';

interface HandCardsProps {
  hand: Hand;
  /** The best play's cards (indices into the hand), highlighted. */
  bestCards: readonly number[];
  onAdd: () => void;
  onEdit: (index: number) => void;
}

const iconButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-lg text-fg-muted hover:bg-white/8 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';

function EmptyHand({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong bg-surface-sunken/40 px-6 py-8 text-center">
      <Spade aria-hidden="true" className="size-8 text-gold-300" />
      <p className="font-semibold text-fg">No cards in hand yet</p>
      <p className="max-w-sm text-sm text-fg-muted">
        Type your cards or tap them in the grid below, then pick up to five to play and see their
        score, or let Best play choose for you.
      </p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add card
      </Button>
    </div>
  );
}

/** The cards in hand: select up to five to play (in order), edit or remove each card. */
export function HandCards({ hand, bestCards, onAdd, onEdit }: HandCardsProps) {
  const { cards, played, limit } = hand;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold tracking-wider text-fg-subtle uppercase">
          Cards in hand{' '}
          <span className="text-fg-muted tabular-nums">
            {cards.length}/{limit}
          </span>
        </h4>
        {cards.length > 0 && (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={hand.clearHand}>
              Clear hand
            </Button>
            <Button variant="secondary" size="sm" disabled={hand.isFull} onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add card
            </Button>
          </div>
        )}
      </div>
      {cards.length === 0 ? (
        <EmptyHand onAdd={onAdd} />
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            Tap cards to play them, in order (up to {MAX_PLAYED}).
          </p>
          <ul className="flex flex-wrap gap-x-2 gap-y-3" aria-label="Cards in hand">
            {cards.map((card, index) => {
              const order = played.indexOf(index);
              const isPlayed = order >= 0;
              const isBest = bestCards.includes(index);
              const name = describeCard(card);
              return (
                <li
                  key={index}
                  className="flex flex-col items-center gap-1"
                  data-best={isBest || undefined}
                >
                  <button
                    type="button"
                    aria-pressed={isPlayed}
                    aria-label={`Play ${name}${isBest ? ' (best play)' : ''}`}
                    disabled={!isPlayed && played.length >= MAX_PLAYED}
                    onClick={() => hand.togglePlayed(index)}
                    className={cn(
                      'relative cursor-pointer rounded-lg transition-transform duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
                      isPlayed && '-translate-y-2',
                      isBest &&
                        'rounded-lg ring-3 ring-gold-300 ring-offset-2 ring-offset-surface shadow-[0_0_24px_-4px_rgb(242_193_78/0.8)]',
                    )}
                  >
                    <CardFace card={card} />
                    {isPlayed && (
                      <span className="absolute -top-2 -left-2 inline-flex size-6 items-center justify-center rounded-full bg-gold-400 text-xs font-bold text-primary-fg shadow">
                        {order + 1}
                      </span>
                    )}
                  </button>
                  <span className="flex">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Edit ${name}`}
                      onClick={() => onEdit(index)}
                    >
                      <Pencil aria-hidden="true" className="size-3.5" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Remove ${name}`}
                      onClick={() => hand.removeCard(index)}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
