import { paths } from '../config/paths';

// The screens a first visit most often opens by URL. The router loads them (router.tsx); on a
// first load of their path the entry starts loading them at once, beside the app itself
// (main.tsx), instead of after the app has loaded and matched the route: one round trip fewer
// before the page can draw (bench/README.md, Lighthouse).

export const loadAuthRoute = () => import('./routes/auth');
export const loadVerifyRoute = () => import('./routes/verify');

// The static pages: drawn by the router and by a prerendered page's own tree
// (prerendered-app.tsx), from one chunk each.
export const loadFaqRoute = () => import('./routes/legal/faq');
export const loadTermsOfServiceRoute = () => import('./routes/legal/terms-of-service');
export const loadPrivacyPolicyRoute = () => import('./routes/legal/privacy-policy');

const FIRST_VISIT_ROUTES: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.auth.path]: loadAuthRoute,
  [paths.verify.path]: loadVerifyRoute,
};

/** Starts loading the screen of `pathname`, when it is one of those; the router reuses it. */
export function preloadRouteOf(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  void FIRST_VISIT_ROUTES[path]?.();
}
