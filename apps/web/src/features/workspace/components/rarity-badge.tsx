import type { JokerRarity } from '@jokerwise/game';
import { cn } from '../../../utils/cn';

const RARITY_STYLES: { readonly [R in JokerRarity]: string } = {
  Common: 'border-chip-blue/40 bg-chip-blue/12 text-[#9cc2ff]',
  Uncommon: 'border-chip-green/40 bg-chip-green/10 text-chip-green',
  Rare: 'border-ruby-500/50 bg-ruby-500/12 text-ruby-300',
  Legendary: 'border-[#b57cf2]/50 bg-[#b57cf2]/12 text-[#d3b0fa]',
};

/** Balatro's rarity colours: blue, green, red, purple. */
export function RarityBadge({ rarity, className }: { rarity: JokerRarity; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide',
        RARITY_STYLES[rarity],
        className,
      )}
    >
      {rarity}
    </span>
  );
}
