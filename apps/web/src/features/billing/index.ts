// The billing feature's public entry (docs/product/billing.md Subscription management; the test provider's
// TEST MODE checkout and portal, docs/architecture.md#runtime-pieces). Route modules load it lazily.
export {
  CheckoutSuccessPage,
  type CheckoutSuccessPageProps,
} from './components/checkout-success-page';
export { CheckoutTestPage, type CheckoutTestPageProps } from './components/checkout-test-page';
export { PortalTestPage, type PortalTestPageProps } from './components/portal-test-page';
export { SubscribePage } from './components/subscribe-page';
export { SubscriptionPage, type SubscriptionPageProps } from './components/subscription-page';
