import { lazy, Suspense, useMemo } from 'react';
import { AppLayout } from '../components/layout/app-layout';
import { Button } from '../components/ui/button';
import { openAuthModal } from '../features/auth/lib/auth-modal-store';
import { LandingPage } from '../features/marketing';
import { SectionNav } from '../features/marketing/components/section-nav';
import { ShellNavigationProvider, type ShellNavigation } from '../lib/shell-navigation';
import { PRERENDERED_PAGES, type PrerenderedPage } from './prerendered-pages';
import { loadFaqRoute, loadPrivacyPolicyRoute, loadTermsOfServiceRoute } from './route-loaders';

/**
 * Hands the page to the full app (router, data fetching, account menu and modals). `then` runs
 * once the app has replaced this tree (docs/decisions/036-prerendered-landing.md).
 */
export type UpgradeToApp = (then?: () => void) => void;

export interface PrerenderedAppProps {
  page: PrerenderedPage;
  upgrade: UpgradeToApp;
  /** Loads the full app's code without rendering it, so a click right after is instant. */
  preload: () => void;
}

// The same components the full app's routes draw, from the same loaders (route-loaders.ts); each
// its own chunk, so a static page's text stays out of the landing's first load.
const STATIC_PAGES = {
  faq: lazy(() => loadFaqRoute().then((module) => ({ default: module.FaqRoute }))),
  'terms-of-service': lazy(() =>
    loadTermsOfServiceRoute().then((module) => ({ default: module.TermsOfServiceRoute })),
  ),
  'privacy-policy': lazy(() =>
    loadPrivacyPolicyRoute().then((module) => ({ default: module.PrivacyPolicyRoute })),
  ),
} satisfies Record<Exclude<PrerenderedPage, 'landing'>, unknown>;

// Only a visitor without a stored session gets the prerendered page (main.tsx).
const readSignedOut = () => Promise.resolve(null);

/**
 * A prerendered page as the build renders it and the browser hydrates it: the same header, page
 * and footer the full app draws for a signed-out visitor, without React Router, the
 * data-fetching library or the modals. Anything beyond reading the page — a link to another
 * screen, Sign In, a plan card — upgrades to the full app first.
 */
export function PrerenderedApp({ page, upgrade, preload }: PrerenderedAppProps) {
  const pathname = PRERENDERED_PAGES[page];
  const navigation = useMemo<ShellNavigation>(
    () => ({
      pathname,
      navigate: (to) => {
        window.history.pushState(null, '', to);
        upgrade();
      },
    }),
    [pathname, upgrade],
  );
  const StaticPage = page === 'landing' ? null : STATIC_PAGES[page];
  return (
    <ShellNavigationProvider value={navigation}>
      <AppLayout
        // The section nav belongs to the landing only (features/marketing/lib/sections.ts).
        nav={page === 'landing' ? <SectionNav /> : null}
        actions={
          // Same wrapper as the full app's header (app/routes/root.tsx, ADR 022).
          <div className="contents" data-recording-block>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => upgrade(() => openAuthModal('sign-in'))}
              onPointerEnter={preload}
              onFocus={preload}
            >
              Sign In
            </Button>
          </div>
        }
      >
        {StaticPage ? (
          <Suspense fallback={null}>
            <StaticPage />
          </Suspense>
        ) : (
          <LandingPage
            readViewer={readSignedOut}
            onRequireSignUp={() => upgrade(() => openAuthModal('sign-up'))}
          />
        )}
      </AppLayout>
    </ShellNavigationProvider>
  );
}
