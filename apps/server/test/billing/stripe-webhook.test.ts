import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { billingCheckoutSessions, billingEvents } from '../../src/db/schema';
import { buildBillingTestApp } from './billing-test-app';
import { FakeStripe, signedEvent, signPayload, stripeEnv } from './fake-stripe';
import { uniqueEmail, callAs } from '../auth/auth-helpers';
import { readStoredBilling } from '../helpers/stored-billing';

// POST /api/stripe/webhook: signatures, idempotency by event id, any delivery order, re-reading
// Stripe instead of trusting the event, and Legend never downgraded.

const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const { app, database, signIn } = await buildBillingTestApp({ env: stripeEnv(base) });

function deliver(event: { payload: string; signature?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.payload,
  });
}

async function userRow(userId: string) {
  const { user, subscription } = await readStoredBilling(database.db, userId);
  return {
    status: user?.subscriptionStatus,
    plan: user?.subscriptionPlan,
    type: user?.subscriptionType,
    customer: user?.stripeCustomerId,
    subscriptionId: subscription?.stripeSubscriptionId ?? null,
    trialEnd: subscription?.trialEnd?.toISOString() ?? null,
    periodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? null,
  };
}

/** A user who went through hosted Checkout; Stripe has completed it but sent nothing yet. */
async function paidCheckout(action = 'master-trial') {
  const { auth, userId } = await signIn(uniqueEmail('hook'));
  const { url } = (await callAs(app, auth, 'POST', `/api/checkout/${action}`)).json<{
    url: string;
  }>();
  const sessionId = url.split('/').pop() ?? '';
  const { session, subscription } = stripe.completeCheckout(sessionId);
  return { auth, userId, sessionId, session, subscription };
}

function checkoutEvents(paid: Awaited<ReturnType<typeof paidCheckout>>) {
  const subscriptionId = String(paid.subscription?.id);
  return {
    completed: signedEvent('checkout.session.completed', paid.session),
    created: signedEvent('customer.subscription.created', { ...paid.subscription }),
    invoicePaid: signedEvent('invoice.paid', {
      id: `in_${subscriptionId}`,
      object: 'invoice',
      parent: { subscription_details: { subscription: subscriptionId } },
    }),
  };
}

const ORDERS: (keyof ReturnType<typeof checkoutEvents>)[][] = [
  ['completed', 'created', 'invoicePaid'],
  ['completed', 'invoicePaid', 'created'],
  ['created', 'completed', 'invoicePaid'],
  ['created', 'invoicePaid', 'completed'],
  ['invoicePaid', 'completed', 'created'],
  ['invoicePaid', 'created', 'completed'],
];

describe('stripe webhook', () => {
  it('rejects a missing or wrong signature with 400 and stores nothing', async () => {
    const event = signedEvent('checkout.session.completed', { id: 'cs_missing' });
    expect((await deliver({ payload: event.payload })).statusCode).toBe(400);
    const forged = signedEvent(
      'checkout.session.completed',
      { id: 'cs_forged' },
      { secret: 'whsec_wrong' },
    );
    const response = await deliver(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_SIGNATURE');
    const tampered = signedEvent('invoice.paid', { id: 'in_1' });
    expect(
      (
        await deliver({
          payload: tampered.payload.replace('in_1', 'in_2'),
          signature: tampered.signature,
        })
      ).statusCode,
    ).toBe(400);
    const stored = await database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, forged.id));
    expect(stored).toEqual([]);
  });

  it('gives a correctly signed body that is not JSON its own error', async () => {
    const broken = '{"id": "evt_broken", "type": ';
    const response = await deliver({ payload: broken, signature: signPayload(broken) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'INVALID_JSON',
      message: 'The webhook is signed but its body is not JSON.',
    });
    const notAnEvent = '{"hello": "world"}';
    const other = await deliver({ payload: notAnEvent, signature: signPayload(notAnEvent) });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('BAD_EVENT');
  });

  it('acknowledges unknown event types with 200', async () => {
    const response = await deliver(signedEvent('customer.tax_id.created', { id: 'txi_1' }));
    expect(response.statusCode).toBe(200);
  });

  it.each(ORDERS.map((order) => [order.join(' → '), order] as const))(
    'ends in the same state for the order %s',
    async (_name, order) => {
      const paid = await paidCheckout();
      const events = checkoutEvents(paid);
      for (const name of order) expect((await deliver(events[name])).statusCode).toBe(200);
      const subscription = paid.subscription as { id: string; trial_end: number; customer: string };
      expect(await userRow(paid.userId)).toEqual({
        status: 'trialing',
        plan: 'master',
        type: 'yearly',
        customer: subscription.customer,
        subscriptionId: subscription.id,
        trialEnd: new Date(subscription.trial_end * 1000).toISOString(),
        periodEnd: new Date(subscription.trial_end * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      });
      const [checkout] = await database.db
        .select()
        .from(billingCheckoutSessions)
        .where(eq(billingCheckoutSessions.stripeSessionId, paid.sessionId));
      expect(checkout?.status).toBe('paid');
      expect((await callAs(app, paid.auth, 'GET', '/api/me')).json()).toMatchObject({
        hasAccess: true,
      });
    },
  );

  it('a redelivered event changes nothing', async () => {
    const paid = await paidCheckout('explorer-trial');
    const { completed } = checkoutEvents(paid);
    expect((await deliver(completed)).json()).toEqual({ received: true, duplicate: false });
    const before = await userRow(paid.userId);
    // Stripe changes meanwhile; the redelivery of the old event id must not apply anything.
    stripe.updateSubscription(String(paid.subscription?.id), {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    const reads = stripe.requests.length;
    expect((await deliver(completed)).json()).toEqual({ received: true, duplicate: true });
    expect(stripe.requests.length).toBe(reads);
    expect(await userRow(paid.userId)).toEqual(before);
  });

  it('re-reads the subscription: a late "updated" after "deleted" still ends canceled', async () => {
    const paid = await paidCheckout();
    const subscriptionId = String(paid.subscription?.id);
    await deliver(signedEvent('checkout.session.completed', paid.session));
    const staleActive = { ...paid.subscription, status: 'active' };
    stripe.updateSubscription(subscriptionId, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    await deliver(
      signedEvent('customer.subscription.deleted', { ...paid.subscription, status: 'canceled' }),
    );
    await deliver(signedEvent('customer.subscription.updated', staleActive));
    expect(await userRow(paid.userId)).toMatchObject({ status: 'canceled', plan: 'master' });
    expect((await callAs(app, paid.auth, 'GET', '/api/me')).json()).toMatchObject({
      hasAccess: false,
    });
  });

  it('follows cancel at period end and payment failure from Stripe', async () => {
    const paid = await paidCheckout('explorer-trial');
    const subscriptionId = String(paid.subscription?.id);
    await deliver(signedEvent('checkout.session.completed', paid.session));
    stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    await deliver(signedEvent('customer.subscription.updated', { id: subscriptionId }));
    const info = (await callAs(app, paid.auth, 'GET', '/api/user/subscription')).json();
    expect(info).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      hasSubscription: true,
    });

    stripe.updateSubscription(subscriptionId, { status: 'past_due', cancel_at_period_end: false });
    await deliver(
      signedEvent('invoice.payment_failed', {
        id: 'in_failed',
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    expect((await callAs(app, paid.auth, 'GET', '/api/user/subscription')).json()).toMatchObject({
      status: 'past_due',
      paymentWarning: true,
      hasSubscription: true,
    });
  });

  it('never downgrades a Legend lifetime purchase', async () => {
    const earlier = await paidCheckout('explorer-trial');
    await deliver(signedEvent('checkout.session.completed', earlier.session));
    const { url } = (
      await callAs(app, earlier.auth, 'POST', '/api/checkout/legend-lifetime')
    ).json<{
      url: string;
    }>();
    const legend = stripe.completeCheckout(url.split('/').pop() ?? '');
    await deliver(signedEvent('checkout.session.completed', legend.session));
    expect(await userRow(earlier.userId)).toMatchObject({
      status: 'active',
      plan: 'legend',
      type: 'lifetime',
    });

    const subscriptionId = String(earlier.subscription?.id);
    stripe.updateSubscription(subscriptionId, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    await deliver(signedEvent('customer.subscription.deleted', { id: subscriptionId }));
    await deliver(
      signedEvent('invoice.payment_failed', { id: 'in_x', subscription: subscriptionId }),
    );
    expect(await userRow(earlier.userId)).toMatchObject({
      status: 'active',
      plan: 'legend',
      type: 'lifetime',
    });
    expect((await callAs(app, earlier.auth, 'GET', '/api/me')).json()).toMatchObject({
      hasAccess: true,
      subscriptionPlan: 'legend',
    });
    const portal = await callAs(app, earlier.auth, 'POST', '/api/create-portal-session');
    expect(portal.statusCode).toBe(400);
  });

  it('gives one trial per user: the next checkout after a trial has none', async () => {
    const paid = await paidCheckout('explorer-trial');
    await deliver(signedEvent('checkout.session.completed', paid.session));
    stripe.updateSubscription(String(paid.subscription?.id), { status: 'canceled' });
    await deliver(signedEvent('customer.subscription.deleted', { id: paid.subscription?.id }));
    await callAs(app, paid.auth, 'POST', '/api/checkout/master-trial');
    const request = stripe.requests
      .filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')
      .at(-1);
    expect(request?.params.mode).toBe('subscription');
    expect(request?.params.subscription_data).toMatchObject({ metadata: { plan: 'master' } });
    expect(
      (request?.params.subscription_data as Record<string, unknown>).trial_period_days,
    ).toBeUndefined();
  });

  it('answers 502 and stores nothing when Stripe cannot confirm the object, so it redelivers', async () => {
    const event = signedEvent('customer.subscription.updated', { id: 'sub_nobody' });
    expect((await deliver(event)).statusCode).toBe(502);
    expect(
      await database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id)),
    ).toEqual([]);
  });
});
