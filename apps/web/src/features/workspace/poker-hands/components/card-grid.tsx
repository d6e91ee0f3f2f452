import { RANKS, type Rank, type ScenarioCard, type Suit } from '@jokerwise/game';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../../utils/cn';
import { useLongPress } from '../hooks/use-long-press';
import { SUIT_GLYPHS, SUIT_LABELS, SUIT_ORDER, isRedSuit } from '../lib/card-labels';

/** High to low, as the game sorts a hand. */
const GRID_RANKS: readonly Rank[] = [...RANKS].reverse();
const CELLS = SUIT_ORDER.flatMap((suit) => GRID_RANKS.map((rank) => ({ rank, suit })));

/** Arrow keys step along a suit's ranks, or across suits to the same rank. */
const STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: GRID_RANKS.length,
  ArrowUp: -GRID_RANKS.length,
};

interface CardGridProps {
  cards: readonly ScenarioCard[];
  isFull: boolean;
  /** A tap on a card not in hand. */
  onAdd: (rank: Rank, suit: Suit) => void;
  /** A tap on a card in hand: one copy of it leaves the hand. */
  onRemove: (rank: Rank, suit: Suit) => void;
  /** A long press, right-click or the menu key: set this card's enhancement, edition and seal. */
  onDetails: (rank: Rank, suit: Suit) => void;
}

/**
 * All 52 cards, a row per suit (a column per suit on a phone): tap to put a card in hand or
 * take it out. One Tab stop; the arrow keys, Home and End move within the grid.
 */
export function CardGrid({ cards, isFull, onAdd, onRemove, onDetails }: CardGridProps) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const pressHandlers = useLongPress();

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? CELLS.length - 1 : index + (step ?? 0);
    if (next === index || next < 0 || next >= CELLS.length) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-label="Card grid"
      className="grid grid-flow-col grid-cols-4 grid-rows-13 gap-1 self-start sm:grid-flow-row sm:grid-cols-13 sm:grid-rows-4"
    >
      {CELLS.map(({ rank, suit }, index) => {
        const count = cards.filter((card) => card.rank === rank && card.suit === suit).length;
        const isInHand = count > 0;
        return (
          <button
            key={`${rank}${suit}`}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === focused ? 0 : -1}
            aria-label={`${rank} of ${SUIT_LABELS[suit]}`}
            aria-pressed={isInHand}
            disabled={!isInHand && isFull}
            onFocus={() => setFocused(index)}
            onKeyDown={(event) => moveFocus(event, index)}
            {...pressHandlers(
              () => (isInHand ? onRemove(rank, suit) : onAdd(rank, suit)),
              () => onDetails(rank, suit),
            )}
            className={cn(
              'relative flex h-9 min-w-0 cursor-pointer touch-manipulation items-center justify-center gap-0.5 rounded-md border font-display text-sm font-bold select-none [-webkit-touch-callout:none]',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-40',
              isInHand
                ? 'border-gold-400 bg-gold-400/25 text-gold-100'
                : 'border-border-strong bg-surface-sunken/70 hover:border-gold-400/60',
              !isInHand && (isRedSuit(suit) ? 'text-ruby-300' : 'text-fg'),
            )}
          >
            <span aria-hidden="true">
              {rank}
              {SUIT_GLYPHS[suit]}
            </span>
            {count > 1 && (
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-1 rounded-full bg-gold-400 px-1 text-[0.6rem] leading-tight text-primary-fg"
              >
                ×{count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
