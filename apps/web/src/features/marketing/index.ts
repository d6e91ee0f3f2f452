// The marketing feature's public entry: the landing page and its header nav. The success screen
// is imported from its own file so that it stays out of the landing chunk.
export {
  belowTheFoldLoaded,
  DEFERRED_SECTIONS,
  LandingPage,
  type LandingPageProps,
} from './components/landing-page';
export { SectionNav, type SectionNavProps } from './components/section-nav';
export type { TierChoiceOptions } from './hooks/use-tier-choice';
export {
  LANDING_SECTIONS,
  PRICING_SECTION_ID,
  scrollToLandingSection,
  shouldShowSectionNav,
} from './lib/sections';
export { decideTierChoice, type TierChoiceViewer } from './lib/tier-choice';
