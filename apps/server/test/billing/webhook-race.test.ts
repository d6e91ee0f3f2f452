import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../../src/db/schema';
import { MAX_PROVIDER_READS } from '../../src/modules/billing/fresh-read';
import { buildBillingTestApp } from './billing-test-app';
import { FakeStripe, signedEvent, stripeEnv } from './fake-stripe';
import { uniqueEmail, callAs } from '../auth/auth-helpers';
import { readStoredBilling } from '../helpers/stored-billing';

// docs/decisions/015-one-payment-provider-interface-and-webhook-ordering.md: whatever the order
// and timing of webhooks, refreshes and plan switches, our row ends as Stripe's current state.
// The fake holds one reply of Stripe: the object is read when the request arrives, the answer
// comes late — after a newer change has been written.

const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const { app, database, signIn } = await buildBillingTestApp({ env: stripeEnv(base) });

type Event = ReturnType<typeof signedEvent>;

function deliver(event: Event) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/** Checkout started and paid on Stripe's side; no webhook delivered yet. */
async function paidOnStripe() {
  const { auth, userId } = await signIn(uniqueEmail('race'));
  const { url } = (await callAs(app, auth, 'POST', '/api/checkout/explorer-trial')).json<{
    url: string;
  }>();
  const { session, subscription } = stripe.completeCheckout(url.split('/').pop() ?? '');
  return { auth, userId, session, subscriptionId: String(subscription?.id) };
}

async function subscribed() {
  const paid = await paidOnStripe();
  expect((await deliver(signedEvent('checkout.session.completed', paid.session))).statusCode).toBe(
    200,
  );
  return paid;
}

async function stored(userId: string) {
  const { user, subscription: row } = await readStoredBilling(database.db, userId);
  return { status: user?.subscriptionStatus, rowStatus: row?.status, plan: user?.subscriptionPlan };
}

const cancelOnStripe = (subscriptionId: string) =>
  stripe.updateSubscription(subscriptionId, {
    status: 'canceled',
    ended_at: Math.floor(Date.now() / 1000),
  });

const slowEvents = {
  'customer.subscription.updated': (paid: Awaited<ReturnType<typeof paidOnStripe>>) =>
    signedEvent('customer.subscription.updated', { id: paid.subscriptionId }),
  'invoice.paid': (paid: Awaited<ReturnType<typeof paidOnStripe>>) =>
    signedEvent('invoice.paid', {
      id: `in_${paid.subscriptionId}`,
      parent: { subscription_details: { subscription: paid.subscriptionId } },
    }),
  'checkout.session.completed': (paid: Awaited<ReturnType<typeof paidOnStripe>>) =>
    signedEvent('checkout.session.completed', paid.session),
};

describe('webhooks racing each other', () => {
  it.each(Object.keys(slowEvents) as (keyof typeof slowEvents)[])(
    'a slow read for an older %s does not undo a cancellation that finished first',
    async (type) => {
      // The checkout event is the first news of the subscription: no row exists before it.
      const paid =
        type === 'checkout.session.completed' ? await paidOnStripe() : await subscribed();
      stripe.updateSubscription(paid.subscriptionId, { status: 'active', trial_end: null });
      const slowRead = stripe.holdNext('GET', `/v1/subscriptions/${paid.subscriptionId}`);
      const older = deliver(slowEvents[type](paid));
      await slowRead.reached;

      cancelOnStripe(paid.subscriptionId);
      const newer = await deliver(
        signedEvent('customer.subscription.deleted', { id: paid.subscriptionId }),
      );
      expect(newer.statusCode).toBe(200);
      expect(await stored(paid.userId)).toMatchObject({ status: 'canceled' });

      slowRead.release();
      expect((await older).statusCode).toBe(200);
      expect(await stored(paid.userId)).toEqual({
        status: 'canceled',
        rowStatus: 'canceled',
        plan: 'explorer',
      });
      expect((await callAs(app, paid.auth, 'GET', '/api/me')).json()).toMatchObject({
        hasAccess: false,
      });
    },
  );

  it('answers 503 and records nothing while the row keeps changing under every read, then the redelivery applies', async () => {
    const paid = await subscribed();
    const event = signedEvent('customer.subscription.updated', { id: paid.subscriptionId });
    let hold = stripe.holdNext('GET', `/v1/subscriptions/${paid.subscriptionId}`);
    const response = deliver(event);
    const answered = response.then(() => 'answered without reading again');
    for (let read = 1; read <= MAX_PROVIDER_READS; read += 1) {
      expect(await Promise.race([hold.reached.then(() => 'read'), answered])).toBe('read');
      // Stripe changes and its own event is applied while our read is on the wire.
      stripe.updateSubscription(paid.subscriptionId, { cancel_at_period_end: read % 2 === 1 });
      const meanwhile = signedEvent('customer.subscription.updated', { id: paid.subscriptionId });
      expect((await deliver(meanwhile)).statusCode).toBe(200);
      const current = hold;
      if (read < MAX_PROVIDER_READS)
        hold = stripe.holdNext('GET', `/v1/subscriptions/${paid.subscriptionId}`);
      current.release();
    }
    const answer = await response;
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error.code).toBe('SUBSCRIPTION_BUSY');
    expect(
      await database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id)),
    ).toEqual([]);

    cancelOnStripe(paid.subscriptionId);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await stored(paid.userId)).toMatchObject({ status: 'canceled', rowStatus: 'canceled' });
  });
});

describe('refresh and plan switch racing a webhook', () => {
  it('a refresh whose read was slow does not undo a cancellation', async () => {
    const paid = await subscribed();
    const slowRead = stripe.holdNext('GET', `/v1/subscriptions/${paid.subscriptionId}`);
    const refresh = callAs(app, paid.auth, 'POST', '/api/refresh-subscription');
    await slowRead.reached;

    cancelOnStripe(paid.subscriptionId);
    await deliver(signedEvent('customer.subscription.deleted', { id: paid.subscriptionId }));
    slowRead.release();

    const refreshed = await refresh;
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user).toMatchObject({
      subscriptionStatus: 'canceled',
      hasAccess: false,
    });
    expect(await stored(paid.userId)).toMatchObject({ status: 'canceled', rowStatus: 'canceled' });
  });

  it('a plan switch whose answer was slow does not undo a cancellation', async () => {
    const paid = await subscribed();
    const slowUpdate = stripe.holdNext('POST', `/v1/subscriptions/${paid.subscriptionId}`);
    const switched = callAs(app, paid.auth, 'POST', '/api/checkout/master-trial');
    await slowUpdate.reached;

    cancelOnStripe(paid.subscriptionId);
    await deliver(signedEvent('customer.subscription.deleted', { id: paid.subscriptionId }));
    slowUpdate.release();

    expect((await switched).statusCode).toBe(200);
    expect(await stored(paid.userId)).toEqual({
      status: 'canceled',
      rowStatus: 'canceled',
      plan: 'master',
    });
  });
});
