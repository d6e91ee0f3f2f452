import { lazy, Suspense, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import {
  GuardSpinner,
  RequireAdmin,
  RequireSubscription,
  RequireUser,
} from '../features/auth/components/guards';
import { authToken } from '../lib/storage';
import {
  loadAuthRoute,
  loadFaqRoute,
  loadPrivacyPolicyRoute,
  loadTermsOfServiceRoute,
  loadVerifyRoute,
} from './route-loaders';
import { LandingRoute } from './routes/landing';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './routes/root';

/** Loads a route module on demand and hands its component to the router (own chunk). */
function lazyComponent<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/**
 * A screen behind a guard, loaded when the guard lets it render: the router would otherwise fetch
 * every matched route's chunk beside the session check, so a signed-out visitor sent from
 * /jokerwise-ai to /auth downloaded the whole workspace first (bench/README.md, Lighthouse). With
 * a stored session the chunk is fetched at once, in parallel with the check, as before.
 */
function guardedComponent<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): RouteObject['lazy'] {
  return () => {
    if (authToken.get()) void load();
    const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({
      default: (await load())[name],
    }));
    const Component = () => (
      <Suspense fallback={<GuardSpinner />}>
        <Screen />
      </Suspense>
    );
    return Promise.resolve({ Component });
  };
}

/*
 * The route table of docs/product/overview.md. Only the landing page is in the entry chunk (budget:
 * ≤ 100 KB gzipped JS, docs/architecture.md#budgets); every other screen is a lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      { index: true, Component: LandingRoute },
      { path: paths.auth.path, lazy: lazyComponent(loadAuthRoute, 'AuthRoute') },
      { path: paths.verify.path, lazy: lazyComponent(loadVerifyRoute, 'VerifyRoute') },
      // docs/product/overview.md guards: signed in, then access to the app (ADR 005).
      {
        Component: RequireUser,
        children: [
          {
            path: paths.dashboard.path,
            lazy: guardedComponent(() => import('./routes/dashboard'), 'DashboardRoute'),
          },
          {
            Component: RequireSubscription,
            children: [
              {
                path: paths.aiApp.path,
                lazy: guardedComponent(() => import('./routes/ai-app'), 'AiAppRoute'),
              },
            ],
          },
          {
            path: paths.subscription.path,
            lazy: guardedComponent(() => import('./routes/subscription'), 'SubscriptionRoute'),
          },
          // The plan chooser the guards send a player without access to (docs/product/billing.md).
          {
            path: paths.subscribe.path,
            lazy: guardedComponent(() => import('./routes/subscribe'), 'SubscribeRoute'),
          },
          {
            path: paths.checkoutTest.path,
            lazy: guardedComponent(() => import('./routes/checkout-test'), 'CheckoutTestRoute'),
          },
          {
            path: paths.portalTest.path,
            lazy: guardedComponent(() => import('./routes/portal-test'), 'PortalTestRoute'),
          },
        ],
      },
      {
        path: paths.devMailbox.path,
        lazy: lazyComponent(() => import('./routes/dev-mailbox'), 'DevMailboxRoute'),
      },
      {
        path: paths.success.path,
        lazy: lazyComponent(() => import('./routes/success'), 'SuccessRoute'),
      },
      {
        path: paths.termsOfService.path,
        lazy: lazyComponent(loadTermsOfServiceRoute, 'TermsOfServiceRoute'),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: lazyComponent(loadPrivacyPolicyRoute, 'PrivacyPolicyRoute'),
      },
      { path: paths.faq.path, lazy: lazyComponent(loadFaqRoute, 'FaqRoute') },
      {
        path: paths.tools.headerTest.path,
        lazy: lazyComponent(() => import('./routes/tools/header-test'), 'HeaderTestRoute'),
      },
      {
        path: paths.tools.spriteTest.path,
        lazy: lazyComponent(() => import('./routes/tools/sprite-test'), 'SpriteTestRoute'),
      },
      {
        path: paths.tools.assetExtractor.path,
        lazy: lazyComponent(() => import('./routes/tools/asset-extractor'), 'AssetExtractorRoute'),
      },
      {
        path: paths.tools.emailDiagnostic.path,
        lazy: lazyComponent(
          () => import('./routes/tools/email-diagnostic'),
          'EmailDiagnosticRoute',
        ),
      },
      {
        path: paths.admin.login.path,
        lazy: lazyComponent(() => import('./routes/admin/admin-login'), 'AdminLoginRoute'),
      },
      {
        Component: RequireAdmin,
        children: [
          {
            path: paths.admin.dashboard.path,
            lazy: guardedComponent(
              () => import('./routes/admin/admin-dashboard'),
              'AdminDashboardRoute',
            ),
          },
          {
            path: paths.admin.dev.path,
            lazy: guardedComponent(() => import('./routes/dev/dev-hub'), 'DevRoute'),
          },
          {
            path: paths.admin.ghlManagement.path,
            lazy: guardedComponent(
              () => import('./routes/admin/ghl-management'),
              'GhlManagementRoute',
            ),
          },
        ],
      },
      // docs/product/overview.md: an unknown path shows the landing page.
      { path: '*', Component: LandingRoute },
    ],
  },
];

/**
 * Lets `navigate(to, { flushSync: true })` commit at once instead of in a transition (logout relies
 * on it: features/auth/api/logout.ts). This is what `react-router/dom`'s provider passes; that
 * entry is not used because under Vitest it resolves to a second copy of the router's contexts.
 */
export const routerFlushSync = (update: () => unknown): undefined => void flushSync(update);

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} flushSync={routerFlushSync} />;
}
