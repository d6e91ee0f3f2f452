import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, billingInvoices, users } from '../../src/db/schema';
import { createTestClock, DAY } from '../billing/billing-test-app';
import { buildAdminTestApp } from './admin-test-app';
import { type Auth } from '../auth/auth-helpers';

// Reconciliation with the built-in test provider (docs/decisions/016-staff-console-bootstrap-
// and-audit.md): it checks our own records — trials that ended, periods that renewed, a user row
// that claims a subscription nothing backs — and its connection test says test mode.

const clock = createTestClock();
const BOSS = 'local-boss@example.com';
const { database, signIn, call } = await buildAdminTestApp({
  env: { ADMIN_EMAILS: BOSS },
  clock,
});
const boss = await signIn(BOSS);

async function trialSubscriber() {
  const player = await signIn();
  const started = await call(player.auth, 'POST', '/api/checkout/master-trial');
  const id = started.json<{ url: string }>().url.split('/').pop() ?? '';
  expect((await call(player.auth, 'POST', `/api/checkout/test/${id}/pay`)).statusCode).toBe(200);
  return player;
}

async function runToEnd(auth: Auth) {
  const started = await call(auth, 'POST', '/api/admin/reconcile-subscriptions');
  expect(started.statusCode).toBe(202);
  const { runId } = started.json<{ runId: string }>();
  let run = started.json<{ status: string; updated: number; errors: number }>();
  while (run.status === 'queued' || run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = (await call(auth, 'GET', `/api/admin/reconcile-subscriptions/${runId}`)).json();
  }
  return run;
}

const statusOf = async (userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.subscriptionStatus;

describe('reconciliation with the test provider', () => {
  it('applies ended trials and unbacked user rows, records them, and is idempotent', async () => {
    const trial = await trialSubscriber();
    const claimsAccess = await signIn();
    await database.db
      .update(users)
      .set({ subscriptionStatus: 'active', subscriptionPlan: 'master' })
      .where(eq(users.id, claimsAccess.userId));
    // The trial ends while the player is away: nothing has read their subscription since.
    clock.advance(2 * DAY + 1000);

    const audit = (await call(boss.auth, 'GET', '/api/admin/audit-subscriptions')).json<{
      summary: { needsSync: number };
      users: { userId: string; issues: string[] }[];
    }>();
    expect(audit.summary.needsSync).toBe(2);
    expect(audit.users.find((user) => user.userId === trial.userId)?.issues).toContain(
      'Status: trialing here, active at the test provider',
    );
    expect(audit.users.find((user) => user.userId === claimsAccess.userId)?.issues).toEqual([
      'No subscription at the test provider',
      'Status: active here, inactive at the test provider',
    ]);

    expect(await runToEnd(boss.auth)).toMatchObject({ status: 'completed', updated: 2, errors: 0 });
    expect(await statusOf(trial.userId)).toBe('active');
    expect(await statusOf(claimsAccess.userId)).toBe('inactive');
    const invoices = await database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.userId, trial.userId));
    expect(invoices.map((invoice) => invoice.amountCents).sort()).toEqual([0, 1999]);

    const changes = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'subscription.reconcile'));
    expect(changes).toHaveLength(2);

    expect(await runToEnd(boss.auth)).toMatchObject({ status: 'completed', updated: 0 });
    expect(
      await database.db
        .select()
        .from(adminAudit)
        .where(eq(adminAudit.action, 'subscription.reconcile')),
    ).toHaveLength(2);
  });

  it("says 'test mode' for the connection test", async () => {
    const answer = await call(boss.auth, 'GET', '/api/admin/test-stripe-connection');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      provider: 'local',
      message: 'Built-in test payments (test mode): no real money moves',
      account: {
        id: 'local',
        displayName: 'Built-in test payments',
        country: null,
        livemode: false,
      },
    });
  });
});
