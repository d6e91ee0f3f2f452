// The billing feature's public entry (spec 000 §2 Subscription management; the local provider's
// TEST MODE checkout and portal, ARCHITECTURE §1). Route modules load it lazily.
export { CheckoutTestPage, type CheckoutTestPageProps } from './components/checkout-test-page';
export { PortalTestPage, type PortalTestPageProps } from './components/portal-test-page';
export { SubscriptionPage, type SubscriptionPageProps } from './components/subscription-page';
