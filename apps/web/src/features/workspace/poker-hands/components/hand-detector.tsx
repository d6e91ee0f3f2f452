import { getPlayedHandName, type RunState } from '@jokerwise/game';
import type { Hand } from '../hooks/use-hand';
import { describeCard } from '../lib/card-labels';
import { getDetectorPreview } from '../lib/detector-preview';
import { formatNumber } from '../lib/format';
import { CardFace } from './card-face';
import { SectionCard } from './section-card';

interface HandDetectorProps {
  state: RunState;
  hand: Hand;
}

/**
 * The poker hand the played cards make, before Jokers (docs/product/workspace.md). It reads the calculator's
 * hand: the cards are entered once, above, and the same taps pick what is played.
 */
export function HandDetector({ state, hand }: HandDetectorProps) {
  const played = hand.played.flatMap((index) => {
    const card = hand.cards[index];
    return card ? [card] : [];
  });
  const preview = getDetectorPreview(state, played);
  return (
    <SectionCard
      title="Hand detector"
      description="The hand your played cards make, before Jokers."
    >
      {played.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Played cards">
          {played.map((card, order) => (
            <li key={order} aria-label={describeCard(card)}>
              <CardFace card={card} className="w-11 sm:w-12" />
            </li>
          ))}
        </ul>
      )}
      <div
        aria-live="polite"
        data-testid="detector-result"
        className="mt-4 flex min-h-16 flex-col justify-center rounded-xl border border-border bg-surface-sunken/60 px-4 py-3"
      >
        {preview ? (
          <>
            <span className="font-display text-lg font-bold text-gold-200">
              {getPlayedHandName(preview, played)}
            </span>
            <span className="text-sm text-fg-muted tabular-nums">
              <span className="text-chip-blue">{formatNumber(preview.chips)}</span> ×{' '}
              <span className="text-ruby-300">{formatNumber(preview.mult)}</span> ={' '}
              <span className="font-semibold text-fg">{formatNumber(preview.score)}</span>
              <span className="text-fg-subtle"> (before Jokers)</span>
            </span>
          </>
        ) : (
          <span className="text-sm text-fg-subtle">
            {hand.cards.length === 0
              ? 'Enter your hand in the calculator, then tap the cards you play.'
              : 'Tap up to five cards in your hand to play them.'}
          </span>
        )}
      </div>
    </SectionCard>
  );
}
