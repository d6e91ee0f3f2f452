import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingCheckoutSessions, users } from '../../src/db/schema';
import { buildBillingTestApp, createTestClock, DAY } from './billing-test-app';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// The built-in TEST MODE provider end to end: checkout → pay → trial → active → cancel → ended.

const clock = createTestClock();
const { app, database, signIn } = await buildBillingTestApp({ clock });

async function checkoutAndPay(auth: { authorization: string }, action: string) {
  const started = await callAs(app, auth, 'POST', `/api/checkout/${action}`);
  expect(started.statusCode).toBe(200);
  const { url } = started.json<{ url: string }>();
  expect(url).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
  const id = url.split('/').pop() ?? '';
  const paid = await callAs(app, auth, 'POST', `/api/checkout/test/${id}/pay`);
  expect(paid.statusCode).toBe(200);
  expect(paid.json()).toEqual({ url: `/success?session_id=${id}` });
  return id;
}

const me = async (auth: { authorization: string }) =>
  (await callAs(app, auth, 'GET', '/api/me')).json<Record<string, unknown>>();
const info = async (auth: { authorization: string }) =>
  (await callAs(app, auth, 'GET', '/api/user/subscription')).json<Record<string, unknown>>();

describe('test provider checkout', () => {
  it('shows the test checkout with plan, price and trial', async () => {
    const { auth } = await signIn(uniqueEmail('page'));
    const { url } = (await callAs(app, auth, 'POST', '/api/checkout/master-trial')).json<{
      url: string;
    }>();
    const page = await callAs(app, auth, 'GET', `/api/${url.slice(1)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'open',
      testMode: true,
      plan: {
        id: 'master',
        name: 'Master',
        priceCents: 1999,
        priceDisplay: '$19.99',
        period: 'yearly',
      },
      trialDays: 2,
      trialText: 'First 2 days free. Cancel anytime.',
      amountDueTodayCents: 0,
    });
  });

  it('pays master: trialing yearly with access, active after 2 days, rows kept in step', async () => {
    const { auth, userId } = await signIn(uniqueEmail('master'));
    expect(await info(auth)).toMatchObject({
      status: 'inactive',
      hasSubscription: false,
      testMode: true,
    });
    const checkoutId = await checkoutAndPay(auth, 'master-trial');

    expect(await me(auth)).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionPlan: 'master',
      subscriptionType: 'yearly',
      hasAccess: true,
    });
    expect((await me(auth)).stripeCustomerId).toMatch(/^local_cus_/);
    const trial = await info(auth);
    expect(trial).toMatchObject({
      planName: 'Master',
      billingCycle: 'yearly',
      status: 'trialing',
      amount: 19.99,
      hasSubscription: true,
    });
    const trialEnd = new Date(String(trial.trialEndDate));
    expect(trialEnd.getTime() - clock().getTime()).toBe(2 * DAY);
    expect(trial.nextBillingDate).toBe(trial.trialEndDate);
    const [session] = await database.db
      .select()
      .from(billingCheckoutSessions)
      .where(eq(billingCheckoutSessions.id, checkoutId));
    expect(session?.status).toBe('paid');

    clock.advance(2 * DAY + 1000);
    const after = await info(auth);
    expect(after).toMatchObject({ status: 'active', hasSubscription: true });
    expect(new Date(String(after.nextBillingDate)).getUTCFullYear()).toBe(
      trialEnd.getUTCFullYear() + 1,
    );
    expect(await me(auth)).toMatchObject({ subscriptionStatus: 'active', hasAccess: true });
    const portal = (await callAs(app, auth, 'GET', '/api/portal/test')).json<{
      invoices: { amountCents: number }[];
    }>();
    expect(portal.invoices.map((invoice) => invoice.amountCents).sort()).toEqual([0, 1999]);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'master',
      subscriptionType: 'yearly',
    });
  });

  it('cancels at period end: access until the end, then canceled without access', async () => {
    const { auth } = await signIn(uniqueEmail('cancel'));
    await checkoutAndPay(auth, 'master-trial');
    const portalUrl = await callAs(app, auth, 'POST', '/api/create-portal-session');
    expect(portalUrl.json()).toEqual({ url: '/portal/test' });

    const cancelled = await callAs(app, auth, 'POST', '/api/portal/test/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      cancelAtPeriodEnd: true,
      canCancel: false,
      canResume: true,
      nextBillingDate: null,
    });
    expect(await info(auth)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      hasSubscription: true,
    });
    expect(await me(auth)).toMatchObject({ hasAccess: true });

    clock.advance(2 * DAY + 1000);
    expect(await info(auth)).toMatchObject({
      status: 'canceled',
      hasSubscription: false,
      nextBillingDate: null,
    });
    expect(await me(auth)).toMatchObject({ subscriptionStatus: 'canceled', hasAccess: false });
    expect((await callAs(app, auth, 'POST', '/api/portal/test/cancel')).statusCode).toBe(409);
  });

  it('resumes a subscription set to end, and it renews', async () => {
    const { auth } = await signIn(uniqueEmail('resume'));
    await checkoutAndPay(auth, 'explorer-trial');
    await callAs(app, auth, 'POST', '/api/portal/test/cancel');
    const resumed = await callAs(app, auth, 'POST', '/api/portal/test/resume');
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, canCancel: true });
    clock.advance(2 * DAY + 1000);
    expect(await info(auth)).toMatchObject({
      status: 'active',
      billingCycle: 'monthly',
      amount: 1.99,
    });
  });

  it('renews monthly from the stored dates, one invoice per period, without a scheduler', async () => {
    const email = uniqueEmail('renew');
    const { auth } = await signIn(email);
    await checkoutAndPay(auth, 'explorer-trial');
    clock.advance(2 * DAY + 1000);
    const first = await info(auth);
    clock.advance(29 * DAY);
    // Sessions last 30 days; the renewal must not depend on the user being signed in.
    const { auth: again } = await signIn(email);
    clock.advance(3 * DAY);
    const later = await info(again);
    expect(later.status).toBe('active');
    expect(new Date(String(later.nextBillingDate)).getTime()).toBeGreaterThan(
      new Date(String(first.nextBillingDate)).getTime(),
    );
    const portal = (await callAs(app, again, 'GET', '/api/portal/test')).json<{
      invoices: { amountCents: number }[];
    }>();
    expect(portal.invoices.map((invoice) => invoice.amountCents).sort((a, b) => a - b)).toEqual([
      0, 199, 199,
    ]);
  });

  it('legend is a lifetime purchase with no portal and no second purchase', async () => {
    const email = uniqueEmail('legend');
    const { auth } = await signIn(email);
    await checkoutAndPay(auth, 'legend-lifetime');
    expect(await me(auth)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'legend',
      subscriptionType: 'lifetime',
      hasAccess: true,
    });
    expect(await info(auth)).toMatchObject({
      planName: 'Legend',
      billingCycle: 'lifetime',
      nextBillingDate: null,
      amount: 24.99,
    });
    const portal = await callAs(app, auth, 'POST', '/api/create-portal-session');
    expect(portal.statusCode).toBe(400);
    expect(portal.json().error.message).toMatch(/lifetime/i);
    expect((await callAs(app, auth, 'POST', '/api/checkout/master-trial')).statusCode).toBe(409);
    clock.advance(400 * DAY);
    const { auth: years } = await signIn(email);
    expect(await me(years)).toMatchObject({ subscriptionPlan: 'legend', hasAccess: true });
  });

  it('gives one trial per user: a second trial checkout is sold without one', async () => {
    const { auth } = await signIn(uniqueEmail('trial'));
    await checkoutAndPay(auth, 'explorer-trial');
    await callAs(app, auth, 'POST', '/api/portal/test/cancel');
    clock.advance(2 * DAY + 1000);
    expect(await info(auth)).toMatchObject({ status: 'canceled' });
    const { url } = (await callAs(app, auth, 'POST', '/api/checkout/explorer-trial')).json<{
      url: string;
    }>();
    expect((await callAs(app, auth, 'GET', `/api/${url.slice(1)}`)).json()).toMatchObject({
      trialDays: 0,
      trialText: null,
      amountDueTodayCents: 199,
    });
    await callAs(app, auth, 'POST', `/api/${url.slice(1)}/pay`);
    expect(await info(auth)).toMatchObject({ status: 'active', trialEndDate: null });
  });

  it('refuses to pay a checkout twice and leaves a cancelled checkout unpaid', async () => {
    const { auth } = await signIn(uniqueEmail('twice'));
    const id = await checkoutAndPay(auth, 'explorer-trial');
    expect((await callAs(app, auth, 'POST', `/api/checkout/test/${id}/pay`)).statusCode).toBe(409);

    const { auth: other } = await signIn(uniqueEmail('leave'));
    const { url } = (await callAs(app, other, 'POST', '/api/checkout/master-trial')).json<{
      url: string;
    }>();
    const left = await callAs(app, other, 'POST', `/api/${url.slice(1)}/cancel`);
    expect(left.json()).toEqual({ url: '/subscription?tab=plans' });
    expect((await callAs(app, other, 'POST', `/api/${url.slice(1)}/pay`)).statusCode).toBe(409);
    expect(await me(other)).toMatchObject({ subscriptionStatus: 'inactive', hasAccess: false });
  });

  it('create-subscription redirects the caller to a test checkout for the chosen tier', async () => {
    const email = uniqueEmail('navigate');
    const { auth } = await signIn(email);
    const response = await callAs(
      app,
      auth,
      'GET',
      `/api/create-subscription?tier=legend&email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/checkout\/test\//);
    expect((await callAs(app, auth, 'GET', `/api/${location.slice(1)}`)).json()).toMatchObject({
      plan: { id: 'legend' },
      trialDays: 0,
    });
    expect(
      (await callAs(app, auth, 'GET', '/api/create-subscription?tier=gold&email=x@example.com'))
        .statusCode,
    ).toBe(400);
  });

  it('refresh answers with the caller as /api/me does', async () => {
    const { auth, userId } = await signIn(uniqueEmail('refresh'));
    await checkoutAndPay(auth, 'master-trial');
    const refreshed = await callAs(app, auth, 'POST', '/api/refresh-subscription');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user).toMatchObject({
      id: userId,
      subscriptionStatus: 'trialing',
      hasAccess: true,
    });
  });

  it('tells anyone, signed in or not, that payments are the built-in TEST MODE', async () => {
    const response = await callAs(app, undefined, 'GET', '/api/billing/mode');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'local', testMode: true });
  });

  it('publishes every billing route in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/subscription',
        '/api/stripe/webhook',
        '/api/checkout/test/{id}/pay',
        '/api/portal/test',
      ]),
    );
  });
});

describe('settling on the session lookup', () => {
  it('settleSessionUser ends a cancelled test-provider trial for /api/me without a billing call', async () => {
    const { settleSessionUser } = await import('../../src/modules/billing');
    const { auth, userId } = await signIn(uniqueEmail('session'));
    await checkoutAndPay(auth, 'explorer-trial');
    await callAs(app, auth, 'POST', '/api/portal/test/cancel');
    const deps = { db: database.db, now: clock };
    const [live] = await database.db.select().from(users).where(eq(users.id, userId));
    if (!live) throw new Error('user missing');
    expect(await settleSessionUser(deps, live)).toBe(live);

    clock.advance(2 * DAY + 1000);
    const settled = await settleSessionUser(deps, live);
    expect(settled).toMatchObject({ subscriptionStatus: 'canceled', subscriptionPlan: 'explorer' });
    const [free] = await database.db.select().from(users).where(eq(users.id, userId));
    if (!free) throw new Error('user missing');
    expect(await settleSessionUser(deps, free)).toBe(free);
  });
});
