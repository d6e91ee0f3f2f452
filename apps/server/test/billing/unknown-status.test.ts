import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingSubscriptions, users } from '../../src/db/schema';
import { buildBillingTestApp } from './billing-test-app';
import { uniqueEmail, callAs } from '../auth/auth-helpers';

// docs/product/billing.md: a status the product does not know displays as inactive. A provider may report
// one the product never heard of (Stripe adds statuses); no answer may turn into a 500.

const { app, database, signIn } = await buildBillingTestApp();

async function storeStatus(userId: string, status: string) {
  await database.db
    .update(users)
    .set({
      subscriptionStatus: status,
      subscriptionPlan: 'master',
      subscriptionType: 'yearly',
      stripeCustomerId: 'cus_unknown',
    })
    .where(eq(users.id, userId));
  await database.db.insert(billingSubscriptions).values({
    userId,
    provider: 'stripe',
    plan: 'master',
    type: 'yearly',
    status,
    stripeSubscriptionId: `sub_${userId.slice(0, 8)}`,
  });
}

describe('an unknown provider status', () => {
  it('reads inactive, without access, on the subscription, the test portal and /api/me', async () => {
    const { auth, userId } = await signIn(uniqueEmail('unknown-status'));
    await storeStatus(userId, 'suspended_by_provider');

    const info = await callAs(app, auth, 'GET', '/api/user/subscription');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      status: 'inactive',
      planId: 'master',
      hasSubscription: false,
      paymentWarning: false,
    });

    const portal = await callAs(app, auth, 'GET', '/api/portal/test');
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toMatchObject({ status: 'inactive', hasSubscription: false });

    const me = await callAs(app, auth, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ subscriptionStatus: 'inactive', hasAccess: false });
  });
});
