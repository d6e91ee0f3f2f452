import { cn } from '../../utils/cn';

export type CardSuit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

const suitGlyph: Record<CardSuit, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};

const isRed = (suit: CardSuit) => suit === 'hearts' || suit === 'diamonds';

export interface PlayingCardProps {
  rank: string;
  suit: CardSuit;
  className?: string;
}

/** A decorative playing card face (aria-hidden; pair it with text when it carries meaning). */
export function PlayingCard({ rank, suit, className }: PlayingCardProps) {
  const glyph = suitGlyph[suit];
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[5/7] w-28 flex-col justify-between rounded-xl border border-black/10 bg-linear-to-b from-[#fffaf0] to-[#efe6d2] p-2 font-display font-bold shadow-[0_20px_40px_-16px_rgb(0_0_0/0.8)] select-none sm:w-32',
        isRed(suit) ? 'text-ruby-600' : 'text-midnight-900',
        className,
      )}
    >
      <span className="flex flex-col items-start leading-none">
        <span className="text-2xl">{rank}</span>
        <span className="text-xl">{glyph}</span>
      </span>
      <span className="absolute inset-0 flex items-center justify-center text-5xl opacity-90">
        {glyph}
      </span>
      <span className="flex rotate-180 flex-col items-start leading-none">
        <span className="text-2xl">{rank}</span>
        <span className="text-xl">{glyph}</span>
      </span>
    </div>
  );
}

/** The joker card of the brand: felt back, gold frame, jester crown. */
export function JokerCard({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-[5/7] w-28 flex-col items-center justify-center gap-2 rounded-xl border-2 border-gold-400 bg-linear-to-b from-felt-600 to-felt-900 p-2 shadow-[0_24px_50px_-18px_rgb(0_0_0/0.9),0_0_40px_-10px_rgb(242_193_78/0.5)] select-none sm:w-32',
        className,
      )}
    >
      <svg viewBox="0 0 32 24" className="w-16 sm:w-20">
        <path
          d="M3 21 7 5l9 9 9-9 4 16z"
          fill="#e0413a"
          stroke="#f2c14e"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        <circle cx="7" cy="4.5" r="2.4" fill="#f7dc8a" />
        <circle cx="16" cy="13" r="2" fill="#f7dc8a" />
        <circle cx="25" cy="4.5" r="2.4" fill="#f7dc8a" />
      </svg>
      <span className="font-display text-lg font-bold tracking-[0.2em] text-gold-300">JOKER</span>
      <span className="absolute inset-1.5 rounded-lg border border-gold-400/30" />
    </div>
  );
}
