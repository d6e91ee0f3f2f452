import { AI_APP_PATH } from '@jokerwise/contracts';

/** Scroll anchors of the landing page (docs/product/overview.md). */
export type LandingSection =
  'features' | 'pricing-section' | 'reviews' | 'zero-risk-guarantee' | 'pricing';

/** Every route of docs/product/overview.md (+ /subscribe, which the guards target). */
export const paths = {
  home: { path: '/', getHref: (section?: LandingSection) => (section ? `/#${section}` : '/') },
  auth: { path: '/auth', getHref: () => '/auth' },
  verify: { path: '/verify', getHref: () => '/verify' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  aiApp: { path: AI_APP_PATH, getHref: () => AI_APP_PATH },
  subscription: {
    path: '/subscription',
    getHref: (tab?: 'plans') => (tab ? `/subscription?tab=${tab}` : '/subscription'),
  },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  /** The test payments provider's TEST MODE checkout and portal (docs/architecture.md#runtime-pieces). */
  checkoutTest: {
    path: '/checkout/test/:id',
    getHref: (id: string) => `/checkout/test/${encodeURIComponent(id)}`,
  },
  portalTest: { path: '/portal/test', getHref: () => '/portal/test' },
  success: { path: '/success', getHref: () => '/success' },
  /** A development server's captured e-mails (features/dev-mailbox); 'not here' elsewhere. */
  devMailbox: { path: '/dev-mailbox', getHref: () => '/dev-mailbox' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  faq: { path: '/faq', getHref: () => '/faq' },
  tools: {
    headerTest: { path: '/header-test', getHref: () => '/header-test' },
    spriteTest: { path: '/sprite-test', getHref: () => '/sprite-test' },
    assetExtractor: { path: '/asset-extractor', getHref: () => '/asset-extractor' },
    emailDiagnostic: { path: '/email-diagnostic', getHref: () => '/email-diagnostic' },
  },
  admin: {
    login: { path: '/admin-login', getHref: () => '/admin-login' },
    dashboard: { path: '/admin-dashboard', getHref: () => '/admin-dashboard' },
    dev: { path: '/dev', getHref: () => '/dev' },
    ghlManagement: { path: '/dev/ghl-management', getHref: () => '/dev/ghl-management' },
  },
} as const;
