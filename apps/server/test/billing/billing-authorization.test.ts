import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingCheckoutSessions, users } from '../../src/db/schema';
import { buildBillingTestApp } from './billing-test-app';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// Each billing route acts on the caller only: user A can neither pay, read nor cancel user B's
// checkout, nor touch B's portal; signed out, every route answers 401.

const { app, database, signIn } = await buildBillingTestApp();

const USER_ROUTES: ['GET' | 'POST', string][] = [
  ['GET', '/api/create-subscription?tier=master&email=a@example.com'],
  ['POST', '/api/checkout/explorer-trial'],
  ['POST', '/api/checkout/master-trial'],
  ['POST', '/api/checkout/legend-lifetime'],
  ['GET', '/api/checkout/test/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/checkout/test/00000000-0000-4000-8000-000000000000/pay'],
  ['POST', '/api/checkout/test/00000000-0000-4000-8000-000000000000/cancel'],
  ['GET', '/api/portal/test'],
  ['POST', '/api/portal/test/cancel'],
  ['POST', '/api/portal/test/resume'],
  ['GET', '/api/user/subscription'],
  ['POST', '/api/refresh-subscription'],
  ['POST', '/api/create-portal-session'],
];

describe('billing authorization', () => {
  it.each(USER_ROUTES)('%s %s answers 401 signed out', async (method, url) => {
    const response = await callAs(app, undefined, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('user A cannot read, pay or cancel user B’s checkout', async () => {
    const bob = await signIn(uniqueEmail('bob'));
    const eve = await signIn(uniqueEmail('eve'));
    const { url } = (await callAs(app, bob.auth, 'POST', '/api/checkout/master-trial')).json<{
      url: string;
    }>();
    const path = `/api${url}`;
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/pay'],
      ['POST', '/cancel'],
    ] as const) {
      const response = await callAs(app, eve.auth, method, `${path}${suffix}`);
      expect(response.statusCode).toBe(404);
    }
    const [session] = await database.db
      .select()
      .from(billingCheckoutSessions)
      .where(eq(billingCheckoutSessions.userId, bob.userId));
    expect(session?.status).toBe('open');
    const [eveRow] = await database.db.select().from(users).where(eq(users.id, eve.userId));
    expect(eveRow?.subscriptionStatus).toBe('inactive');
    // Bob's own session still works.
    expect((await callAs(app, bob.auth, 'POST', `${path}/pay`)).statusCode).toBe(200);
  });

  it('user A’s portal, refresh and subscription calls never touch user B', async () => {
    const bob = await signIn(uniqueEmail('bob'));
    const eve = await signIn(uniqueEmail('eve'));
    const { url } = (await callAs(app, bob.auth, 'POST', '/api/checkout/explorer-trial')).json<{
      url: string;
    }>();
    await callAs(app, bob.auth, 'POST', `/api${url}/pay`);

    expect((await callAs(app, eve.auth, 'GET', '/api/portal/test')).json()).toMatchObject({
      hasSubscription: false,
      plan: null,
      invoices: [],
    });
    expect((await callAs(app, eve.auth, 'POST', '/api/portal/test/cancel')).statusCode).toBe(409);
    expect((await callAs(app, eve.auth, 'POST', '/api/create-portal-session')).statusCode).toBe(
      400,
    );
    expect((await callAs(app, eve.auth, 'GET', '/api/user/subscription')).json()).toMatchObject({
      hasSubscription: false,
      status: 'inactive',
    });
    expect(
      (await callAs(app, eve.auth, 'POST', '/api/refresh-subscription')).json().user,
    ).toMatchObject({ id: eve.userId, hasAccess: false });
    expect((await callAs(app, bob.auth, 'GET', '/api/portal/test')).json()).toMatchObject({
      cancelAtPeriodEnd: false,
      hasSubscription: true,
    });
  });

  it('create-subscription refuses another account’s e-mail without starting anything', async () => {
    const bob = await signIn(uniqueEmail('bob'));
    const eveEmail = uniqueEmail('eve');
    await signIn(eveEmail);
    const response = await callAs(
      app,
      bob.auth,
      'GET',
      `/api/create-subscription?tier=master&email=${encodeURIComponent(eveEmail)}`,
    );
    expect(response.statusCode).toBe(403);
    const sessions = await database.db
      .select()
      .from(billingCheckoutSessions)
      .where(eq(billingCheckoutSessions.userId, bob.userId));
    expect(sessions).toEqual([]);
  });

  it('ignores client attempts to set subscription fields', async () => {
    const eve = await signIn(uniqueEmail('eve'));
    const response = await app.inject({
      method: 'POST',
      url: '/api/refresh-subscription',
      headers: eve.auth,
      payload: {
        subscriptionStatus: 'active',
        subscriptionPlan: 'legend',
        subscriptionType: 'lifetime',
      },
    });
    expect(response.json().user).toMatchObject({
      subscriptionStatus: 'inactive',
      hasAccess: false,
    });
  });
});
