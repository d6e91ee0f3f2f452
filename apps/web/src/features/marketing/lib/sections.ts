import { AI_APP_PATH } from '@jokerwise/contracts';
import { paths, type LandingSection } from '../../../config/paths';

/** The landing page's sections in page order, with their nav labels (docs/product/landing.md). */
export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'pricing-section', label: 'Pricing' },
  { id: 'reviews', label: 'Testimonials' },
  { id: 'zero-risk-guarantee', label: 'Guarantee' },
  // The spec names the three-step how-it-works section's anchor 'pricing'.
  { id: 'pricing', label: 'How It Works' },
] as const satisfies ReadonlyArray<{ id: LandingSection; label: string }>;

/** Where 'Start your journey' and 'Subscribe Now' land: the tier cards. */
export const PRICING_SECTION_ID = 'pricing-section' satisfies LandingSection;

const HIDDEN_ON = [
  AI_APP_PATH,
  paths.termsOfService.path,
  paths.privacyPolicy.path,
  paths.faq.path,
  // Staff tools: the landing's sections mean nothing there.
  paths.admin.dev.path,
] as const;

/** docs/product/landing.md: the section nav is hidden on the AI app, the legal and FAQ pages and /dev. */
export function shouldShowSectionNav(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !HIDDEN_ON.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls a landing section under the sticky header and moves focus to its heading, so
 * keyboard users continue from there. Returns false when the section is not on the page.
 */
export function scrollToLandingSection(id: LandingSection): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('[data-section-heading]')?.focus({ preventScroll: true });
  return true;
}

/**
 * The section whose box spans the viewport's middle line, else null (above the first
 * section or between sections). `getRect` is injected so the rule is testable.
 */
export function getSectionAtMiddle(
  ids: readonly LandingSection[],
  getRect: (id: LandingSection) => Pick<DOMRect, 'top' | 'bottom'> | null,
  viewportHeight: number,
): LandingSection | null {
  const middle = viewportHeight / 2;
  return (
    ids.find((id) => {
      const rect = getRect(id);
      return rect !== null && rect.top <= middle && rect.bottom > middle;
    }) ?? null
  );
}
