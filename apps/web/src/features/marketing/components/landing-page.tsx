import { PRODUCT_NAME } from '@jokerwise/contracts';
import { lazy, Suspense } from 'react';
import type { TierChoiceOptions } from '../hooks/use-tier-choice';
import { HeroSection } from './hero-section';

const BelowTheFold = lazy(() =>
  import('./below-the-fold').then((module) => ({ default: module.BelowTheFold })),
);

export type LandingPageProps = TierChoiceOptions;

/**
 * The marketing landing page of spec 000 §2. The screen passes the signed-in viewer (null
 * when signed out) and how to open the sign-up modal; this feature knows neither.
 */
export function LandingPage({ viewer, onRequireSignUp }: LandingPageProps) {
  return (
    <>
      <title>{`${PRODUCT_NAME} — Balatro strategy companion`}</title>
      <HeroSection />
      {/* The placeholder holds the footer below the fold while the sections load. */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-[200vh]" />}>
        <BelowTheFold viewer={viewer} onRequireSignUp={onRequireSignUp} />
      </Suspense>
    </>
  );
}
