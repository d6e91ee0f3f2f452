import { AppError } from '../../http/app-error';
import type { BillingCore } from './billing-core';
import { findSubscription } from './billing.repository';
import { settleTestSubscription } from './test-subscription';
import { noSubscriptionToManage } from './manage-subscription';
import type { PaymentProvider } from './payment-provider';
import { TEST_ACCOUNT, readTestSubscription } from './provider-readings';
import { testProviderRoutes } from './test-provider.routes';

// The test provider (PAYMENTS_PROVIDER=local; 'local' is also its id and its stored value):
// the built-in TEST MODE checkout and portal (docs/architecture.md#runtime-pieces). It takes no
// money, so production runs it only with ALLOW_TEST_PAYMENTS=true and the web app then says
// TEST MODE on every page (ADR 013, ADR 015).

export const TEST_PORTAL_URL = '/portal/test';

export function testCheckoutUrl(sessionId: string): string {
  return `/checkout/test/${sessionId}`;
}

export function createTestPaymentProvider(core: BillingCore): PaymentProvider {
  return {
    id: 'local',
    testMode: true,
    routes: testProviderRoutes,
    // A plan change is a new test checkout; paying it replaces the running subscription (ADR 012).
    findRunningSubscription: () => Promise.resolve(null),
    openCheckout: (_user, _plan, session) => Promise.resolve({ url: testCheckoutUrl(session.id) }),
    refresh: (userId) => settleTestSubscription(core, userId).then(() => undefined),
    async openPortal(user) {
      if (!(await findSubscription(core.db, user.id))) throw noSubscriptionToManage();
      return { url: TEST_PORTAL_URL };
    },
    readSubscription: (_user, stored) => Promise.resolve(readTestSubscription(core, stored)),
    // The built-in provider's subscription is our own row: deleting the account deletes it, and
    // nothing renews without it.
    endBillingForDeletion: () => Promise.resolve(),
    describeAccount: () => Promise.resolve(TEST_ACCOUNT),
    receiveWebhook: () =>
      Promise.reject(
        new AppError(
          503,
          'WEBHOOK_NOT_CONFIGURED',
          'Stripe webhooks are not configured on this server.',
        ),
      ),
  };
}
