import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { readLatestCode, uniqueEmail } from '../auth/auth-helpers';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { deliverEvent, FakeStripe, signedEvent, stripeEnv } from '../billing/fake-stripe';
import { get, post } from './account-helpers';

// Deleting an account that pays through Stripe (ADR 027): the subscription is cancelled at
// Stripe first; when Stripe does not answer, nothing is deleted and the player is told so.

const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const { app, clock, database, signIn } = await buildBillingTestApp({ env: stripeEnv(base) });

async function stripeSubscriber(label: string) {
  const email = uniqueEmail(label);
  const { auth, userId, token } = await signIn(email);
  const started = await post(app, auth, '/api/checkout/master-trial');
  const { url } = started.json<{ url: string }>();
  const { session, subscription } = stripe.completeCheckout(url.split('/').pop() ?? '');
  const event = signedEvent('checkout.session.completed', session);
  const delivered = await deliverEvent(app, event);
  expect(delivered.statusCode).toBe(200);
  clock.advance(31_000);
  expect((await post(app, auth, '/api/account/delete/request-code')).statusCode).toBe(200);
  return {
    auth,
    userId,
    token,
    code: await readLatestCode(database, email),
    subscriptionId: String(subscription?.id),
  };
}

const userExists = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id))).length === 1;

describe('deleting a Stripe subscriber', () => {
  it('deletes nothing and says why when Stripe cannot cancel, then works once it can', async () => {
    const { auth, userId, code, subscriptionId } = await stripeSubscriber('outage');
    stripe.failCancellations = true;
    const refused = await post(app, auth, '/api/account/delete', { code });
    stripe.failCancellations = false;

    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: {
        code: 'SUBSCRIPTION_NOT_CANCELED',
        message:
          'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.',
      },
    });
    expect(await userExists(userId)).toBe(true);
    expect((await get(app, auth, '/api/me')).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');

    // The same code still works: it is spent only once the provider has answered.
    const deleted = await post(app, auth, '/api/account/delete', { code });
    expect(deleted.statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await userExists(userId)).toBe(false);
    expect((await get(app, auth, '/api/me')).statusCode).toBe(401);
  });
});
