import { MAX_HAND_LEVEL, MIN_HAND_LEVEL, type PokerHandName } from '@jokerwise/game';
import { useId, useState } from 'react';
import { cn } from '../../../../utils/cn';

interface HandLevelInputProps {
  hand: PokerHandName;
  level: number;
  isLocked: boolean;
  onSet: (level: number) => void;
}

const LEVEL_ERROR = `Type a whole number from ${MIN_HAND_LEVEL} to ${MAX_HAND_LEVEL}.`;

/** A typed level, kept only when it is a whole number in range; anything else says why. */
function readLevel(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const level = Number(trimmed);
  return level >= MIN_HAND_LEVEL && level <= MAX_HAND_LEVEL ? level : null;
}

/** The level as a number field: type it, or step it with the − and + beside it. */
export function HandLevelInput({ hand, level, isLocked, onSet }: HandLevelInputProps) {
  // What is typed while it is not a valid level; null shows the saved level.
  const [draft, setDraft] = useState<string | null>(null);
  const errorId = useId();
  const isInvalid = draft !== null;
  return (
    <>
      <label className="flex shrink-0 items-center gap-1 font-display text-sm font-bold text-gold-200">
        <span aria-hidden="true">Lvl</span>
        <input
          type="text"
          inputMode="numeric"
          aria-label={`${hand} level`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          disabled={isLocked}
          value={draft ?? String(level)}
          maxLength={3}
          onChange={(event) => {
            const next = readLevel(event.target.value);
            if (next === null) setDraft(event.target.value);
            else {
              setDraft(null);
              onSet(next);
            }
          }}
          onBlur={() => setDraft(null)}
          className={cn(
            'h-9 w-11 rounded-lg border border-border-strong bg-surface-sunken/80 text-center tabular-nums text-gold-200',
            'focus-visible:border-gold-400 focus-visible:ring-3 focus-visible:ring-gold-400/30 focus-visible:outline-none',
            'disabled:cursor-not-allowed',
            isInvalid && 'border-ruby-500',
          )}
        />
      </label>
      {isInvalid && (
        <p
          id={errorId}
          role="alert"
          className="order-last basis-full text-right text-xs text-ruby-300"
        >
          {hand}: {LEVEL_ERROR}
        </p>
      )}
    </>
  );
}
