import { PRODUCT_NAME } from '@jokerwise/contracts';
import { lazy, Suspense } from 'react';
import type { TierChoiceOptions } from '../hooks/use-tier-choice';
import { HeroSection } from './hero-section';

const loadBelowTheFold = () =>
  import('./below-the-fold').then((module) => ({ default: module.BelowTheFold }));
const BelowTheFold = lazy(loadBelowTheFold);

/** Marks the sections that come to life after the hero (their own chunk). */
export const DEFERRED_SECTIONS = '[data-deferred-sections]';

/** Settles once the sections below the fold have their code (the import is shared with React's). */
export const belowTheFoldLoaded = (): Promise<unknown> => loadBelowTheFold();

export type LandingPageProps = TierChoiceOptions;

/**
 * The marketing landing page of docs/product/landing.md. The screen passes how to read the
 * signed-in viewer (null when signed out) and how to open the sign-up modal; this feature knows
 * neither.
 */
export function LandingPage({ readViewer, onRequireSignUp }: LandingPageProps) {
  return (
    <>
      <title>{`${PRODUCT_NAME} — Balatro strategy companion`}</title>
      <HeroSection />
      <div className="contents" data-deferred-sections>
        {/* The placeholder holds the footer below the fold while the sections load. */}
        <Suspense fallback={<div aria-hidden="true" className="min-h-[200vh]" />}>
          <BelowTheFold readViewer={readViewer} onRequireSignUp={onRequireSignUp} />
        </Suspense>
      </div>
    </>
  );
}
