import { useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin, RequireSubscription, RequireUser } from '../features/auth/components/guards';
import { LandingRoute } from './routes/landing';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './routes/root';

/** Loads a route module on demand and hands its component to the router (own chunk). */
function lazyComponent<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/*
 * The route table of spec 000 §2. Only the landing page is in the entry chunk (budget:
 * ≤ 130 KB gzipped JS, ARCHITECTURE §7); every other screen is a lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      { index: true, Component: LandingRoute },
      { path: paths.auth.path, lazy: lazyComponent(() => import('./routes/auth'), 'AuthRoute') },
      {
        path: paths.verify.path,
        lazy: lazyComponent(() => import('./routes/verify'), 'VerifyRoute'),
      },
      // Spec 000 §4 guards (issue 3 §9): signed in, then access to the app (ADR 005).
      {
        Component: RequireUser,
        children: [
          {
            path: paths.dashboard.path,
            lazy: lazyComponent(() => import('./routes/dashboard'), 'DashboardRoute'),
          },
          {
            Component: RequireSubscription,
            children: [
              {
                path: paths.aiApp.path,
                lazy: lazyComponent(() => import('./routes/ai-app'), 'AiAppRoute'),
              },
            ],
          },
          {
            path: paths.subscription.path,
            lazy: lazyComponent(() => import('./routes/subscription'), 'SubscriptionRoute'),
          },
          {
            path: paths.checkoutTest.path,
            lazy: lazyComponent(() => import('./routes/checkout-test'), 'CheckoutTestRoute'),
          },
          {
            path: paths.portalTest.path,
            lazy: lazyComponent(() => import('./routes/portal-test'), 'PortalTestRoute'),
          },
        ],
      },
      {
        path: paths.subscribe.path,
        lazy: lazyComponent(() => import('./routes/subscribe'), 'SubscribeRoute'),
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
        lazy: lazyComponent(() => import('./routes/legal/terms-of-service'), 'TermsOfServiceRoute'),
      },
      {
        path: paths.privacyPolicy.path,
        lazy: lazyComponent(() => import('./routes/legal/privacy-policy'), 'PrivacyPolicyRoute'),
      },
      { path: paths.faq.path, lazy: lazyComponent(() => import('./routes/legal/faq'), 'FaqRoute') },
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
            lazy: lazyComponent(
              () => import('./routes/admin/admin-dashboard'),
              'AdminDashboardRoute',
            ),
          },
          {
            path: paths.admin.dev.path,
            lazy: lazyComponent(() => import('./routes/dev/dev-hub'), 'DevRoute'),
          },
          {
            path: paths.admin.ghlManagement.path,
            lazy: lazyComponent(
              () => import('./routes/admin/ghl-management'),
              'GhlManagementRoute',
            ),
          },
        ],
      },
      // Spec 000 §2: an unknown path shows the landing page.
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
