import { paths, type LandingSection } from '../../../config/paths';
import { useShellNavigation } from '../../../lib/shell-navigation';
import { cn } from '../../../utils/cn';
import { useActiveSection } from '../hooks/use-active-section';
import { LANDING_SECTIONS, scrollToLandingSection } from '../lib/sections';
import { SectionLinks } from './section-links';
import { SectionMenu } from './section-menu';

const SECTION_IDS = LANDING_SECTIONS.map((section) => section.id);

export interface SectionNavProps {
  className?: string;
}

/**
 * The header's landing nav (docs/product/landing.md): one button per section, the section at the viewport
 * middle highlighted — a row from the desktop breakpoint (lg) up, a menu button below it.
 * Mount it only where `shouldShowSectionNav(pathname)` is true. Off the landing page a button
 * goes to `/#section` (the router scrolls to the hash).
 */
export function SectionNav({ className }: SectionNavProps) {
  const active = useActiveSection(SECTION_IDS);
  const { navigate } = useShellNavigation();
  const select = (id: LandingSection) => {
    if (!scrollToLandingSection(id)) navigate(paths.home.getHref(id));
  };

  return (
    <>
      <nav
        aria-label="Page sections"
        data-testid="section-nav"
        className={cn('hidden lg:block', className)}
      >
        <SectionLinks active={active} onSelect={select} layout="row" withTestIds />
      </nav>
      <SectionMenu active={active} onSelect={select} />
    </>
  );
}
