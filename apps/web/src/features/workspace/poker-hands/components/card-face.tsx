import type { ScenarioCard } from '@jokerwise/game';
import { cn } from '../../../../utils/cn';
import { SUIT_GLYPHS, isRedSuit } from '../lib/card-labels';

const EDITION_STYLES = {
  foil: 'ring-2 ring-chip-blue/80',
  holographic: 'ring-2 ring-ruby-400/80',
  polychrome: 'ring-2 ring-[#c77dff]/90',
} as const;

const SEAL_STYLES = {
  gold: 'bg-gold-400',
  red: 'bg-ruby-500',
  blue: 'bg-chip-blue',
  purple: 'bg-[#9b6bff]',
} as const;

export interface CardFaceProps {
  card: Pick<ScenarioCard, 'rank' | 'suit'> & Partial<ScenarioCard>;
  className?: string;
}

/** A small card face for the calculator (decorative: the control around it names the card). */
export function CardFace({ card, className }: CardFaceProps) {
  const glyph = SUIT_GLYPHS[card.suit];
  const isStone = card.enhancement === 'stone';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[5/7] w-14 flex-col justify-between rounded-lg border border-black/10 p-1 font-display leading-none font-bold shadow-[0_10px_20px_-10px_rgb(0_0_0/0.8)] select-none sm:w-16',
        isStone
          ? 'bg-linear-to-b from-[#b9b4aa] to-[#857f74] text-midnight-900'
          : 'bg-linear-to-b from-[#fffaf0] to-[#efe6d2]',
        !isStone && (isRedSuit(card.suit) ? 'text-ruby-600' : 'text-midnight-900'),
        card.edition && EDITION_STYLES[card.edition],
        card.debuffed && 'opacity-50 grayscale',
        className,
      )}
    >
      <span className="flex flex-col items-start">
        <span className="text-base sm:text-lg">{card.rank}</span>
        <span className="text-sm">{glyph}</span>
      </span>
      <span className="absolute inset-0 flex items-center justify-center text-2xl opacity-90 sm:text-3xl">
        {glyph}
      </span>
      {card.enhancement && card.enhancement !== 'stone' && (
        <span className="absolute right-1 bottom-1 rounded bg-midnight-900/80 px-1 py-0.5 text-[0.55rem] tracking-wide text-gold-200 uppercase">
          {card.enhancement}
        </span>
      )}
      {card.seal && (
        <span
          className={cn(
            'absolute top-1 right-1 size-2.5 rounded-full ring-1 ring-black/30',
            SEAL_STYLES[card.seal],
          )}
        />
      )}
    </span>
  );
}
