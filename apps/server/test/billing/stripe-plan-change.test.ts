import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../../src/db/schema';
import { buildBillingTestApp } from './billing-test-app';
import { FakeStripe, signedEvent, stripeEnv } from './fake-stripe';
import { uniqueEmail, callAs } from '../auth/auth-helpers';
import { readStoredBilling } from '../helpers/stored-billing';

// A player who already pays through Stripe: another monthly/yearly plan moves the running
// subscription to the new price (never a second subscription), and Legend ends it at once.

const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const { app, database, signIn } = await buildBillingTestApp({ env: stripeEnv(base) });

type Auth = { authorization: string };

function deliver(event: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

const posts = (path: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === path);

/** Checkout → paid on Stripe → webhook delivered: a running Stripe subscription. */
async function subscribed(action: 'explorer-trial' | 'master-trial') {
  const email = uniqueEmail('switch');
  const { auth, userId } = await signIn(email);
  const { url } = (await callAs(app, auth, 'POST', `/api/checkout/${action}`)).json<{
    url: string;
  }>();
  const { session, subscription } = stripe.completeCheckout(url.split('/').pop() ?? '');
  expect((await deliver(signedEvent('checkout.session.completed', session))).statusCode).toBe(200);
  return { auth, userId, email, subscriptionId: String(subscription?.id) };
}

async function stored(userId: string) {
  const { user, subscription } = await readStoredBilling(database.db, userId);
  return { user, row: subscription };
}

async function buyLegend(auth: Auth) {
  const started = await callAs(app, auth, 'POST', '/api/checkout/legend-lifetime');
  expect(started.statusCode).toBe(200);
  const { url } = started.json<{ url: string }>();
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  return stripe.completeCheckout(url.split('/').pop() ?? '');
}

const subscriptionsOf = (customer: unknown) =>
  [...stripe.subscriptions.values()].filter((s) => s.customer === customer);

describe('switching plans with a running Stripe subscription', () => {
  it('moves the subscription to the new price instead of opening a second one', async () => {
    const { auth, userId, subscriptionId } = await subscribed('explorer-trial');
    const trialEnd = (await stored(userId)).row?.trialEnd;
    const checkouts = posts('/v1/checkout/sessions').length;

    const response = await callAs(app, auth, 'POST', '/api/checkout/master-trial');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://jokerwise.test/subscription' });
    expect(posts('/v1/checkout/sessions').length).toBe(checkouts);
    const update = posts(`/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.params).toMatchObject({
      items: { 0: { price: 'price_master_yearly' } },
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
      metadata: { userId, plan: 'master' },
    });
    const { user, row } = await stored(userId);
    expect(subscriptionsOf(user?.stripeCustomerId)).toHaveLength(1);
    expect(user).toMatchObject({ subscriptionPlan: 'master', subscriptionType: 'yearly' });
    // The trial already running continues; no second trial.
    expect(row).toMatchObject({ stripeSubscriptionId: subscriptionId, status: 'trialing' });
    expect(row?.trialEnd).toEqual(trialEnd);
  });

  it('keeps the switch when the update webhook arrives later', async () => {
    const { auth, userId, subscriptionId } = await subscribed('master-trial');
    await callAs(app, auth, 'POST', '/api/checkout/explorer-trial');
    const updated = stripe.subscriptions.get(subscriptionId);
    await deliver(signedEvent('customer.subscription.updated', { ...updated }));
    expect((await stored(userId)).user).toMatchObject({
      subscriptionPlan: 'explorer',
      subscriptionType: 'monthly',
    });
  });

  it('refuses the plan the subscription already has', async () => {
    const { auth } = await subscribed('master-trial');
    const again = await callAs(app, auth, 'POST', '/api/checkout/master-trial');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('never moves it on the create-subscription GET: only the POST changes a plan', async () => {
    const { auth, userId, email, subscriptionId } = await subscribed('explorer-trial');
    const checkouts = posts('/v1/checkout/sessions').length;

    const response = await callAs(
      app,
      auth,
      'GET',
      `/api/create-subscription?tier=master&email=${encodeURIComponent(email)}`,
    );

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('PLAN_CHANGE_NEEDS_CONFIRMATION');
    expect(posts(`/v1/subscriptions/${subscriptionId}`)).toEqual([]);
    expect(posts('/v1/checkout/sessions').length).toBe(checkouts);
    expect((await stored(userId)).user).toMatchObject({ subscriptionPlan: 'explorer' });
  });

  it('opens a normal checkout once Stripe says the old subscription has ended', async () => {
    const { auth, subscriptionId } = await subscribed('explorer-trial');
    // Ended on Stripe; our row has not heard yet.
    stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    const response = await callAs(app, auth, 'POST', '/api/checkout/master-trial');
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(posts(`/v1/subscriptions/${subscriptionId}`)).toEqual([]);
  });
});

describe('buying Legend with a running Stripe subscription', () => {
  it('cancels the subscription at once when the payment webhook arrives', async () => {
    const { auth, userId, subscriptionId } = await subscribed('master-trial');
    const legend = await buyLegend(auth);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');

    expect(
      (await deliver(signedEvent('checkout.session.completed', legend.session))).statusCode,
    ).toBe(200);

    const cancel = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(cancel).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect((await stored(userId)).user).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'legend',
      subscriptionType: 'lifetime',
    });
    // Stripe's own "deleted" event afterwards leaves the lifetime purchase alone.
    await deliver(signedEvent('customer.subscription.deleted', { id: subscriptionId }));
    expect((await stored(userId)).user?.subscriptionPlan).toBe('legend');
  });

  it('cancels it when refresh completes the purchase before any webhook', async () => {
    const { auth, userId, subscriptionId } = await subscribed('explorer-trial');
    await buyLegend(auth);
    const refreshed = await callAs(app, auth, 'POST', '/api/refresh-subscription');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user).toMatchObject({ subscriptionPlan: 'legend', hasAccess: true });
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect((await stored(userId)).row).toMatchObject({ type: 'lifetime', status: 'active' });
  });

  it('answers 502 and records nothing while Stripe cannot cancel, so the redelivery does it', async () => {
    const { auth, userId, subscriptionId } = await subscribed('master-trial');
    const legend = await buyLegend(auth);
    const event = signedEvent('checkout.session.completed', legend.session);
    stripe.failCancellations = true;
    try {
      expect((await deliver(event)).statusCode).toBe(502);
    } finally {
      stripe.failCancellations = false;
    }
    expect(
      await database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id)),
    ).toEqual([]);
    expect((await stored(userId)).user?.subscriptionPlan).toBe('master');

    expect((await deliver(event)).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect((await stored(userId)).user?.subscriptionPlan).toBe('legend');
  });
});
