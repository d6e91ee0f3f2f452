import type { WorkspaceDocument } from '@jokerwise/contracts';
import {
  clearTrackerCard,
  getTrackerCardDisplay,
  setTrackerCard,
  type CardSelection,
} from '@jokerwise/game';
import { X } from 'lucide-react';
import { useState } from 'react';
import { withRunState } from '../lib/document';
import { cn } from '../../../../utils/cn';
import { getTrackerPreview } from '../lib/tracker-preview';
import { formatNumber } from '../lib/format';
import { SectionCard } from './section-card';
import { SelectCardDialog } from './select-card-dialog';

interface CardSelectorProps {
  document: WorkspaceDocument;
  onChange: (next: WorkspaceDocument) => void;
}

/** The tracker's five-card selector with the detected hand and its score (spec 001 §4). */
export function CardSelector({ document, onChange }: CardSelectorProps) {
  const { state } = document;
  const [openSlot, setOpenSlot] = useState<number | null>(null);
  const preview = getTrackerPreview(state);

  const confirm = (selection: CardSelection) => {
    if (openSlot === null) return;
    const next = setTrackerCard(state, openSlot, selection);
    if (next.ok) onChange(withRunState(document, next.value));
    setOpenSlot(null);
  };
  const clear = (slot: number) => {
    const next = clearTrackerCard(state, slot);
    if (next.ok) onChange(withRunState(document, next.value));
  };

  return (
    <SectionCard
      title="Hand detector"
      description="Pick up to five cards to see the hand they make."
    >
      <ul className="grid grid-cols-5 gap-2">
        {state.tracker.cards.map((card, slot) => {
          const label = card === null ? null : getTrackerCardDisplay(card);
          const isRed = card?.suit === 'hearts' || card?.suit === 'diamonds';
          return (
            <li key={slot} className="relative">
              <button
                type="button"
                onClick={() => setOpenSlot(slot)}
                aria-label={label ? `Card ${slot + 1}: ${label}` : `Select Card ${slot + 1}`}
                className={cn(
                  'flex aspect-[5/7] w-full cursor-pointer items-center justify-center rounded-lg border font-display text-lg font-bold sm:text-2xl transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  label
                    ? 'border-black/10 bg-linear-to-b from-[#fffaf0] to-[#efe6d2] shadow-[0_10px_20px_-10px_rgb(0_0_0/0.8)]'
                    : 'border-dashed border-border-strong bg-surface-sunken/50 text-fg-subtle hover:border-gold-400/60',
                  label && (isRed ? 'text-ruby-600' : 'text-midnight-900'),
                )}
              >
                {label ?? '+'}
              </button>
              {card && (
                <button
                  type="button"
                  onClick={() => clear(slot)}
                  aria-label={`Clear card ${slot + 1}`}
                  className="absolute -top-2 -right-2 inline-flex size-6 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface-raised text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div
        aria-live="polite"
        data-testid="detector-result"
        className="mt-4 flex min-h-16 flex-col justify-center rounded-xl border border-border bg-surface-sunken/60 px-4 py-3"
      >
        {preview ? (
          <>
            <span className="font-display text-lg font-bold text-gold-200">{preview.hand}</span>
            <span className="text-sm text-fg-muted tabular-nums">
              <span className="text-chip-blue">{formatNumber(preview.chips)}</span> ×{' '}
              <span className="text-ruby-300">{formatNumber(preview.mult)}</span> ={' '}
              <span className="font-semibold text-fg">{formatNumber(preview.score)}</span>
              <span className="text-fg-subtle"> (before Jokers)</span>
            </span>
          </>
        ) : (
          <span className="text-sm text-fg-subtle">No cards selected yet.</span>
        )}
      </div>
      <SelectCardDialog
        slot={openSlot}
        current={openSlot === null ? null : (state.tracker.cards[openSlot] ?? null)}
        onConfirm={confirm}
        onClose={() => setOpenSlot(null)}
      />
    </SectionCard>
  );
}
