import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { useActiveSection } from '../hooks/use-active-section';
import { LANDING_SECTIONS, scrollToLandingSection } from '../lib/sections';

const SECTION_IDS = LANDING_SECTIONS.map((section) => section.id);

export interface SectionNavProps {
  className?: string;
}

/**
 * The header's landing nav (spec 000 §2): one button per section, the section at the
 * viewport middle highlighted. Mount it only where `shouldShowSectionNav(pathname)` is true.
 * Off the landing page a button goes to `/#section` (the router scrolls to the hash).
 */
export function SectionNav({ className }: SectionNavProps) {
  const active = useActiveSection(SECTION_IDS);
  const navigate = useNavigate();

  return (
    <nav
      aria-label="Page sections"
      data-testid="section-nav"
      className={cn('hidden lg:block', className)}
    >
      <ul className="flex items-center gap-0.5">
        {LANDING_SECTIONS.map(({ id, label }) => {
          const isActive = active === id;
          return (
            <li key={id}>
              <button
                type="button"
                data-testid={`section-nav-${id}`}
                data-active={isActive || undefined}
                aria-current={isActive ? 'location' : undefined}
                onClick={() => {
                  if (!scrollToLandingSection(id)) void navigate(paths.home.getHref(id));
                }}
                className={cn(
                  'relative cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted transition-colors hover:text-fg',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                  'after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:scale-x-0 after:rounded-full after:bg-gold-400 after:transition-transform',
                  isActive && 'text-gold-300 after:scale-x-100',
                )}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
