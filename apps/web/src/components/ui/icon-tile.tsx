import type { LucideIcon } from 'lucide-react';
import { cn } from '../../utils/cn';

const SIZES = {
  md: { tile: 'size-11 rounded-xl', icon: 'size-5.5' },
  lg: { tile: 'size-12 rounded-xl', icon: 'size-6' },
  xl: { tile: 'size-14 rounded-2xl', icon: 'size-7' },
} as const;

interface IconTileProps {
  icon: LucideIcon;
  /** md beside a heading, lg above an empty state, xl above a page's only card. */
  size?: keyof typeof SIZES;
}

/** The gold tile an icon stands on where it heads a page, a feature or an empty state. */
export function IconTile({ icon: Icon, size = 'md' }: IconTileProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center border border-gold-400/30 bg-gold-400/10 text-gold-300',
        SIZES[size].tile,
      )}
    >
      <Icon aria-hidden="true" className={SIZES[size].icon} />
    </span>
  );
}
