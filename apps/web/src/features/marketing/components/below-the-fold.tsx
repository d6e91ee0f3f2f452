import { useEffect } from 'react';
import type { TierChoiceOptions } from '../hooks/use-tier-choice';
import { LANDING_SECTIONS } from '../lib/sections';
import { FeaturesSection } from './features-section';
import { GuaranteeSection } from './guarantee-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ReviewsSection } from './reviews-section';

/**
 * Every section under the hero, in nav order. Its own chunk: the landing page paints the hero
 * first and keeps within its JavaScript budget (docs/architecture.md#budgets).
 */
export function BelowTheFold({ readViewer, onRequireSignUp }: TierChoiceOptions) {
  // A visit to '/#reviews' arrives before these sections exist; scroll once they do.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (LANDING_SECTIONS.some((section) => section.id === id)) {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }
  }, []);

  return (
    <>
      <FeaturesSection />
      <PricingSection readViewer={readViewer} onRequireSignUp={onRequireSignUp} />
      <ReviewsSection />
      <GuaranteeSection />
      <HowItWorksSection />
    </>
  );
}
