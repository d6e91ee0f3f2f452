import { parseCardLine, type ScenarioCard } from '@jokerwise/game';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { SUIT_GLYPHS, describeCard, isRedSuit } from '../lib/card-labels';

interface TypedHandEntryProps {
  cardsInHand: number;
  limit: number;
  /** Adds the typed cards; false when they do not fit. */
  onAdd: (cards: readonly ScenarioCard[]) => boolean;
}

/** Longer than any hand needs: 15 cards with separators and suit symbols. */
const MAX_LINE_LENGTH = 120;

function fitError(inHand: number, typed: number, limit: number): string | null {
  if (inHand + typed <= limit) return null;
  return inHand === 0
    ? `That is ${typed} cards; your hand holds ${limit}.`
    : `${inHand} in hand + ${typed} typed is ${inHand + typed} cards; your hand holds ${limit}. Clear the hand first?`;
}

/** The hand as one typed line ("AS KH 10d 7c"), read as it is typed; Enter adds the cards. */
export function TypedHandEntry({ cardsInHand, limit, onAdd }: TypedHandEntryProps) {
  const [line, setLine] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const { cards, errors } = parseCardLine(line);
  const error =
    errors.length > 0
      ? errors.map((entry) => entry.message).join(' ')
      : fitError(cardsInHand, cards.length, limit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error !== null || cards.length === 0 || !onAdd(cards)) return;
    setAdded(cards.length);
    setLine('');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Field
        label="Type cards"
        error={error}
        hint="Rank then suit: AS KH 10d 7c (T for ten, s h d c or ♠ ♥ ♦ ♣). Enter adds them."
      >
        <Input
          value={line}
          placeholder="AS KH 10d 7c"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_LINE_LENGTH}
          onChange={(event) => {
            setLine(event.target.value);
            setAdded(null);
          }}
        />
      </Field>
      <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {cards.length > 0 ? (
          <>
            <span className="text-fg-muted">Reads as</span>
            <ul className="flex flex-wrap gap-1" aria-label="Typed cards">
              {cards.map((card, index) => (
                <li
                  key={index}
                  aria-label={describeCard(card)}
                  className="rounded-md border border-border-strong bg-surface-sunken/70 px-1.5 py-0.5 font-display font-bold"
                >
                  <span aria-hidden="true" className={isRedSuit(card.suit) ? 'text-ruby-300' : ''}>
                    {card.rank}
                    {SUIT_GLYPHS[card.suit]}
                  </span>
                </li>
              ))}
            </ul>
            <Button type="submit" size="sm" className="ml-auto" disabled={error !== null}>
              Add typed cards
            </Button>
          </>
        ) : (
          added !== null && (
            <span className="text-fg-muted">
              Added {added} {added === 1 ? 'card' : 'cards'} to your hand.
            </span>
          )
        )}
      </div>
    </form>
  );
}
