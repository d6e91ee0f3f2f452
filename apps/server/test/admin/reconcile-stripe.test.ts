import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../src/db/schema';
import { deliverEvent, FakeStripe, signedEvent, stripeEnv } from '../billing/fake-stripe';
import { buildAdminTestApp } from './admin-test-app';
import { uniqueEmail, type Auth } from '../auth/auth-helpers';
import { readStoredBilling } from '../helpers/stored-billing';

// Reconciliation against the loopback fake Stripe API (docs/decisions/016-staff-console-
// bootstrap-and-audit.md): drifted statuses are corrected and recorded, a second run changes
// nothing, and an outage is reported in plain words without Stripe's internals.

const stripe = new FakeStripe();
const base = await stripe.start();
afterAll(() => stripe.stop());
const BOSS = 'recon-boss@example.com';
const { app, database, signIn, call } = await buildAdminTestApp({
  env: stripeEnv(base, { ADMIN_EMAILS: BOSS }),
});
const boss = await signIn(BOSS);

/** A subscriber made through hosted Checkout and its webhook, as Stripe and we both agree. */
async function subscriber(action = 'master-trial') {
  const player = await signIn(uniqueEmail('recon'));
  const started = await call(player.auth, 'POST', `/api/checkout/${action}`);
  const sessionId = started.json<{ url: string }>().url.split('/').pop() ?? '';
  const { session, subscription } = stripe.completeCheckout(sessionId);
  const event = signedEvent('checkout.session.completed', session);
  const delivered = await deliverEvent(app, event);
  expect(delivered.statusCode).toBe(200);
  return { ...player, subscriptionId: String(subscription?.id) };
}

async function statusOf(userId: string) {
  const { user, subscription } = await readStoredBilling(database.db, userId);
  return { user: user?.subscriptionStatus, record: subscription?.status };
}

async function runToEnd(auth: Auth) {
  const started = await call(auth, 'POST', '/api/admin/reconcile-subscriptions');
  expect(started.statusCode).toBe(202);
  const { runId } = started.json<{ runId: string }>();
  for (;;) {
    const run = (await call(auth, 'GET', `/api/admin/reconcile-subscriptions/${runId}`)).json<{
      status: string;
      updated: number;
      errors: number;
      totalUsers: number;
      processed: number;
      message: string | null;
      summary: { userId: string; action: string; oldStatus: string; newStatus: string }[];
    }>();
    if (run.status === 'completed' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const reconcileEntries = async () =>
  database.db.select().from(adminAudit).where(eq(adminAudit.action, 'subscription.reconcile'));

describe('reconciliation with Stripe', () => {
  it('reports drift read-only, corrects it in a full run, and changes nothing the second time', async () => {
    const inSync = await subscriber();
    const canceled = await subscriber();
    const pastDue = await subscriber();
    // Webhooks that never arrived: Stripe moved on, our records did not.
    stripe.updateSubscription(canceled.subscriptionId, { status: 'canceled' });
    stripe.updateSubscription(pastDue.subscriptionId, { status: 'past_due' });

    const audit = await call(boss.auth, 'GET', '/api/admin/audit-subscriptions');
    expect(audit.statusCode).toBe(200);
    const report = audit.json<{
      summary: { needsSync: number; trialingSubscriptions: number };
      users: { userId: string; issues: string[] }[];
    }>();
    expect(report.summary.needsSync).toBe(2);
    expect(report.users.map((user) => user.userId).sort()).toEqual(
      [canceled.userId, pastDue.userId].sort(),
    );
    expect(report.users.find((user) => user.userId === canceled.userId)?.issues).toContain(
      'Status: trialing here, canceled at Stripe',
    );
    expect(await statusOf(canceled.userId)).toEqual({ user: 'trialing', record: 'trialing' });

    // The customer's subscriptions are listed in every status, canceled ones included.
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/v1/subscriptions',
        params: expect.objectContaining({ customer: expect.any(String), status: 'all' }),
      }),
    );

    const first = await runToEnd(boss.auth);
    expect(first).toMatchObject({ status: 'completed', updated: 2, errors: 0 });
    expect(first.summary).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: canceled.userId,
          action: 'updated',
          oldStatus: 'trialing',
          newStatus: 'canceled',
        }),
        expect.objectContaining({
          userId: pastDue.userId,
          action: 'updated',
          oldStatus: 'trialing',
          newStatus: 'past_due',
        }),
      ]),
    );
    expect(await statusOf(canceled.userId)).toEqual({ user: 'canceled', record: 'canceled' });
    expect(await statusOf(pastDue.userId)).toEqual({ user: 'past_due', record: 'past_due' });
    expect(await statusOf(inSync.userId)).toEqual({ user: 'trialing', record: 'trialing' });

    const recorded = await reconcileEntries();
    expect(recorded).toHaveLength(2);
    expect(recorded.find((entry) => entry.targetId === canceled.userId)).toMatchObject({
      actorEmail: BOSS,
      oldValue: { status: 'trialing' },
      newValue: { status: 'canceled' },
    });

    const second = await runToEnd(boss.auth);
    expect(second).toMatchObject({ status: 'completed', updated: 0, errors: 0, summary: [] });
    expect(await reconcileEntries()).toHaveLength(2);
  });

  it('syncs a single user and says what changed', async () => {
    const player = await subscriber();
    stripe.updateSubscription(player.subscriptionId, { status: 'unpaid' });
    const answer = await call(boss.auth, 'POST', `/api/admin/reconcile-user/${player.userId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      result: {
        oldStatus: 'trialing',
        newStatus: 'unpaid',
        changes: { status: { from: 'trialing', to: 'unpaid' } },
      },
    });
    const again = await call(boss.auth, 'POST', `/api/admin/reconcile-user/${player.userId}`);
    expect(again.json()).toEqual({
      success: true,
      result: { oldStatus: 'unpaid', newStatus: 'unpaid', changes: {} },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(boss.auth, 'POST', `/api/admin/reconcile-user/${unknown}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a second full run while one is running', async () => {
    await subscriber();
    const held = stripe.holdNext('GET', '/v1/subscriptions');
    const first = await call(boss.auth, 'POST', '/api/admin/reconcile-subscriptions');
    expect(first.statusCode).toBe(202);
    await held.reached;
    const second = await call(boss.auth, 'POST', '/api/admin/reconcile-subscriptions');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'RECONCILIATION_RUNNING' } });
    held.release();
    const { runId } = first.json<{ runId: string }>();
    await expect
      .poll(
        async () =>
          (await call(boss.auth, 'GET', `/api/admin/reconcile-subscriptions/${runId}`)).json<{
            status: string;
          }>().status,
        { timeout: 20_000 },
      )
      .toBe('completed');
  });

  it('tests the connection: the account, and live or test mode', async () => {
    const answer = await call(boss.auth, 'GET', '/api/admin/test-stripe-connection');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      provider: 'stripe',
      message: 'Connected to Stripe (test mode)',
      account: {
        id: 'acct_fake_jokerwise',
        displayName: 'Jokerwise',
        country: 'GB',
        livemode: false,
      },
    });
  });

  it('reports a Stripe outage in plain words, without Stripe internals', async () => {
    const player = await subscriber();
    stripe.outage = true;
    try {
      for (const [method, url] of [
        ['GET', '/api/admin/test-stripe-connection'],
        ['GET', '/api/admin/audit-subscriptions'],
        ['POST', `/api/admin/reconcile-user/${player.userId}`],
      ] as const) {
        const answer = await call(boss.auth, method, url);
        expect(answer.statusCode, url).toBe(502);
        expect(answer.json()).toMatchObject({ error: { code: 'PAYMENTS_UNAVAILABLE' } });
        expect(answer.body).not.toMatch(/unknown error|api_error|req_/i);
      }
      const run = await runToEnd(boss.auth);
      expect(run.status).toBe('failed');
      expect(run.message).toMatch(
        /^The payment provider is not answering; stopped after \d+ users/,
      );
      expect(JSON.stringify(run)).not.toMatch(/unknown error|api_error/i);
      expect(run.summary.every((entry) => entry.action === 'error')).toBe(true);
    } finally {
      stripe.outage = false;
    }
  });
});
