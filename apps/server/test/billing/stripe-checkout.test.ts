import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { STRIPE_API_VERSION } from '../../src/modules/billing/stripe-client';
import { buildBillingTestApp } from './billing-test-app';
import { FakeStripe, signedEvent, stripeEnv } from './fake-stripe';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// The stripe provider against a fake Stripe API on loopback: hosted Checkout, one customer per
// user, prices from configuration, idempotency keys, the Customer Portal and refresh.

const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const { app, database, signIn } = await buildBillingTestApp({ env: stripeEnv(base) });

const created = (path: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('stripe checkout', () => {
  it('opens hosted Checkout in subscription mode with a 2-day trial and the configured price', async () => {
    const { auth, userId } = await signIn(uniqueEmail('sub'));
    const response = await callAs(app, auth, 'POST', '/api/checkout/master-trial');
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const request = created('/v1/checkout/sessions').at(-1);
    expect(request?.apiVersion).toBe(STRIPE_API_VERSION);
    expect(request?.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(request?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      metadata: { userId, plan: 'master' },
      line_items: { 0: { price: 'price_master_yearly', quantity: '1' } },
      subscription_data: { trial_period_days: '2', metadata: { userId, plan: 'master' } },
      success_url: 'https://jokerwise.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://jokerwise.test/subscription?tab=plans',
    });
    const customer = created('/v1/customers').at(-1);
    expect(customer?.idempotencyKey).toBe(`customer-${userId}`);
    expect(customer?.params).toMatchObject({ metadata: { userId } });
  });

  it('sells legend in payment mode without a trial', async () => {
    const { auth } = await signIn(uniqueEmail('legend'));
    await callAs(app, auth, 'POST', '/api/checkout/legend-lifetime');
    const request = created('/v1/checkout/sessions').at(-1);
    expect(request?.params).toMatchObject({
      mode: 'payment',
      line_items: { 0: { price: 'price_legend_lifetime' } },
    });
    expect(request?.params.subscription_data).toBeUndefined();
  });

  it('creates one customer per user and reuses it', async () => {
    const { auth, userId } = await signIn(uniqueEmail('reuse'));
    const before = created('/v1/customers').length;
    await callAs(app, auth, 'POST', '/api/checkout/explorer-trial');
    await callAs(app, auth, 'POST', '/api/checkout/master-trial');
    expect(created('/v1/customers').length).toBe(before + 1);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    const sessions = created('/v1/checkout/sessions').slice(-2);
    expect(sessions.map((s) => s.params.customer)).toEqual([
      row?.stripeCustomerId,
      row?.stripeCustomerId,
    ]);
  });

  it('never takes a price from the client', async () => {
    const { auth } = await signIn(uniqueEmail('price'));
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/explorer-trial',
      headers: auth,
      payload: { priceId: 'price_free', price: 'price_free', trial_period_days: 365 },
    });
    expect(response.statusCode).toBe(200);
    expect(created('/v1/checkout/sessions').at(-1)?.params).toMatchObject({
      line_items: { 0: { price: 'price_explorer_monthly' } },
      subscription_data: { trial_period_days: '2' },
    });
  });

  it('redirects create-subscription to Stripe, only for the caller’s own e-mail', async () => {
    const email = uniqueEmail('nav');
    const { auth } = await signIn(email);
    const ok = await callAs(
      app,
      auth,
      'GET',
      `/api/create-subscription?tier=explorer&email=${encodeURIComponent(email)}`,
    );
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const before = stripe.requests.length;
    const other = await callAs(
      app,
      auth,
      'GET',
      `/api/create-subscription?tier=explorer&email=${encodeURIComponent(uniqueEmail('victim'))}`,
    );
    expect(other.statusCode).toBe(403);
    expect(stripe.requests.length).toBe(before);
  });

  it('opens the Customer Portal for the caller’s own customer with a server-side return URL', async () => {
    const { auth, userId } = await signIn(uniqueEmail('portal'));
    expect((await callAs(app, auth, 'POST', '/api/create-portal-session')).statusCode).toBe(400);
    await callAs(app, auth, 'POST', '/api/checkout/explorer-trial');
    const response = await callAs(app, auth, 'POST', '/api/create-portal-session');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(created('/v1/billing_portal/sessions').at(-1)?.params).toEqual({
      customer: row?.stripeCustomerId,
      return_url: 'https://jokerwise.test/subscription',
    });
  });

  it('answers "not configured in test mode" when the test account has no portal', async () => {
    const { auth } = await signIn(uniqueEmail('noportal'));
    await callAs(app, auth, 'POST', '/api/checkout/explorer-trial');
    stripe.portalConfigured = false;
    try {
      const response = await callAs(app, auth, 'POST', '/api/create-portal-session');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('not configured in test mode');
    } finally {
      stripe.portalConfigured = true;
    }
  });

  it('refresh completes a paid checkout whose webhook never came, for the caller only', async () => {
    const { auth, userId } = await signIn(uniqueEmail('refresh'));
    const { url } = (await callAs(app, auth, 'POST', '/api/checkout/master-trial')).json<{
      url: string;
    }>();
    stripe.completeCheckout(url.split('/').pop() ?? '');
    const refreshed = await callAs(app, auth, 'POST', '/api/refresh-subscription');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user).toMatchObject({
      id: userId,
      subscriptionStatus: 'trialing',
      subscriptionPlan: 'master',
      hasAccess: true,
    });
    const info = (await callAs(app, auth, 'GET', '/api/user/subscription')).json();
    expect(info).toMatchObject({
      planName: 'Master',
      status: 'trialing',
      testMode: true,
      billingCycle: 'yearly',
    });
    expect(info.trialEndDate).not.toBeNull();
  });

  it('maps a Stripe outage to a 502 without internals', async () => {
    const { auth } = await signIn(uniqueEmail('outage'));
    await stripe.stop();
    try {
      const response = await callAs(app, auth, 'POST', '/api/checkout/explorer-trial');
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        code: 'PAYMENTS_UNAVAILABLE',
        message: expect.any(String),
      });
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      await stripe.start();
    }
  });
});

describe('billing mode', () => {
  it('names Stripe and says a test key takes no real money', async () => {
    const response = await callAs(app, undefined, 'GET', '/api/billing/mode');
    expect(response.json()).toEqual({ provider: 'stripe', testMode: true });
  });
});

describe('stripe webhook endpoint basics', () => {
  it('is reachable with the raw body (sanity)', async () => {
    const event = signedEvent('ping.unknown', { id: 'obj_1' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});
