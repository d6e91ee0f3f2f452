import { useMemo } from 'react';
import { AppLayout } from '../components/layout/app-layout';
import { Button } from '../components/ui/button';
import { openAuthModal } from '../features/auth/lib/auth-modal-store';
import { LandingPage } from '../features/marketing';
import { SectionNav } from '../features/marketing/components/section-nav';
import { ShellNavigationProvider, type ShellNavigation } from '../lib/shell-navigation';

/**
 * Hands the page to the full app (router, data fetching, account menu and modals). `then` runs
 * once the app has replaced this tree (docs/decisions/036-prerendered-landing.md).
 */
export type UpgradeToApp = (then?: () => void) => void;

export interface LandingAppProps {
  upgrade: UpgradeToApp;
  /** Loads the full app's code without rendering it, so a click right after is instant. */
  preload: () => void;
}

/**
 * The landing page as the build prerenders it and the browser hydrates it: the same header,
 * page and footer the full app draws on '/', for a signed-out visitor, without React Router, the
 * data-fetching library or the modals. Anything beyond reading the page — a link to another
 * screen, Sign In, a plan card — upgrades to the full app first.
 */
export function LandingApp({ upgrade, preload }: LandingAppProps) {
  const navigation = useMemo<ShellNavigation>(
    () => ({
      pathname: '/',
      navigate: (to) => {
        window.history.pushState(null, '', to);
        upgrade();
      },
    }),
    [upgrade],
  );
  return (
    <ShellNavigationProvider value={navigation}>
      <AppLayout
        nav={<SectionNav />}
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
        <LandingPage
          viewer={null}
          onRequireSignUp={() => upgrade(() => openAuthModal('sign-up'))}
        />
      </AppLayout>
    </ShellNavigationProvider>
  );
}
