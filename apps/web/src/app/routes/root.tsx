import { RefreshCw } from 'lucide-react';
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { ContentPage } from '../../components/layout/content-page';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AccountActions } from '../../features/auth/components/account-actions';
import { SectionNav } from '../../features/marketing/components/section-nav';
import { shouldShowSectionNav } from '../../features/marketing/lib/sections';
import { RouterNavigation } from '../router-navigation';
import { NavigationProgress } from './navigation-progress';

/** The account menu names the user: never recorded (docs/decisions/022-session-recording-privacy.md). */
function HeaderActions() {
  return (
    <div className="contents" data-recording-block>
      <AccountActions />
    </div>
  );
}

/** The landing sections' nav, hidden on the AI app, legal and FAQ pages (docs/product/overview.md). */
function HeaderNav() {
  const { pathname } = useLocation();
  return shouldShowSectionNav(pathname) ? <SectionNav /> : null;
}

export function RootLayout() {
  return (
    <RouterNavigation>
      <AppLayout nav={<HeaderNav />} actions={<HeaderActions />}>
        <NavigationProgress />
        <Outlet />
        <ScrollRestoration />
      </AppLayout>
    </RouterNavigation>
  );
}

/** Shown while the first lazy route of a visit loads. */
export function RootHydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const description = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : 'The page failed to load. This can happen right after an update — reloading usually fixes it.';
  return (
    <RouterNavigation>
      <AppLayout actions={<HeaderActions />}>
        <ContentPage
          eyebrow="Misdeal"
          title="Something went wrong"
          description={description}
          actions={
            <Button onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" />
              Reload page
            </Button>
          }
        />
      </AppLayout>
    </RouterNavigation>
  );
}
