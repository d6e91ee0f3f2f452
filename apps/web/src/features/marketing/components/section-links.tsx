import type { LandingSection } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { LANDING_SECTIONS } from '../lib/sections';

export interface SectionLinksProps {
  /** The section at the viewport middle, highlighted and marked as the current location. */
  active: LandingSection | null;
  onSelect: (id: LandingSection) => void;
  /** A row in the header (desktop) or a column in the menu panel (below the desktop breakpoint). */
  layout: 'row' | 'column';
  /** Only one copy carries the test ids the e2e specs use. */
  withTestIds?: boolean;
}

/** One button per landing section (docs/product/landing.md), shared by the header row and the menu. */
export function SectionLinks({ active, onSelect, layout, withTestIds = false }: SectionLinksProps) {
  return (
    <ul className={cn('flex', layout === 'row' ? 'items-center gap-0.5' : 'flex-col gap-1')}>
      {LANDING_SECTIONS.map(({ id, label }) => {
        const isActive = active === id;
        return (
          <li key={id}>
            <button
              type="button"
              data-testid={withTestIds ? `section-nav-${id}` : undefined}
              data-active={isActive || undefined}
              aria-current={isActive ? 'location' : undefined}
              onClick={() => onSelect(id)}
              className={cn(
                'relative cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted transition-colors hover:text-fg',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                layout === 'row'
                  ? 'after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:scale-x-0 after:rounded-full after:bg-gold-400 after:transition-transform'
                  : 'w-full py-3 text-left text-base hover:bg-white/6',
                isActive &&
                  (layout === 'row'
                    ? 'text-gold-300 after:scale-x-100'
                    : 'bg-white/6 text-gold-300'),
              )}
            >
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
