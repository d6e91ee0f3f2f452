import { afterAll, describe, expect, it } from 'vitest';
import { buildBillingTestApp } from './billing-test-app';
import { FakeStripe, signedEvent, stripeEnv } from './fake-stripe';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// A Stripe webhook changes a user who is not the caller: it drops that user's cached sessions
// (docs/decisions/028-session-cache-and-revocation.md), so /api/me shows the subscription at
// once. The test clock stands still: a cached entry would never age out on its own.
const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const { app, signIn } = await buildBillingTestApp({ env: stripeEnv(base) });

describe('a Stripe webhook and the session cache', () => {
  it("shows the webhook's subscription on /api/me of a cached session", async () => {
    const { auth } = await signIn(uniqueEmail('cached-hook'));
    const { url } = (await callAs(app, auth, 'POST', '/api/checkout/master-trial')).json<{
      url: string;
    }>();
    const { session } = stripe.completeCheckout(url.split('/').pop() ?? '');
    expect((await callAs(app, auth, 'GET', '/api/me')).json()).toMatchObject({
      subscriptionStatus: 'inactive',
    });

    const delivered = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      ...signedWebhook(signedEvent('checkout.session.completed', session)),
    });
    expect(delivered.statusCode).toBe(200);
    expect((await callAs(app, auth, 'GET', '/api/me')).json()).toMatchObject({
      subscriptionStatus: 'trialing',
      hasAccess: true,
    });
  });
});

function signedWebhook(event: { payload: string; signature?: string }) {
  return {
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature ?? '' },
  };
}
