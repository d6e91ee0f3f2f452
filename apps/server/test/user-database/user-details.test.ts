import type { AdminUserDetails, UserInsights } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import { crmContacts } from '../../src/db/schema';
import { buildUserDatabaseApp, seedUsers } from './user-database-fixtures';

// The Details row and the chart's aggregate endpoint.

const { database, boss, player, call } = await buildUserDatabaseApp();

describe('user details and insights', () => {
  it('are for admins only', async () => {
    for (const url of ['/api/admin/users/insights', `/api/admin/users/${player.userId}/details`]) {
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await call(player.auth, 'GET', url)).statusCode).toBe(403);
    }
  });

  it("shows a user's subscription, payment ids and sessions", async () => {
    const [id] = await seedUsers(database, [
      {
        email: 'detail@details.example',
        status: 'active',
        plan: 'legend',
        stripeCustomerId: 'cus_d',
        stripeSubscriptionId: 'sub_d',
      },
    ]);
    const answer = await call(boss.auth, 'GET', `/api/admin/users/${id}/details`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AdminUserDetails>()).toMatchObject({
      user: { id, stripe_customer_id: 'cus_d', stripe_subscription_id: 'sub_d' },
      subscription: {
        provider: 'stripe',
        plan: 'legend',
        status: 'active',
        cancelAtPeriodEnd: false,
      },
      sessions: { active: 0, lastSignInAt: null },
      crmContactId: null,
    });
    await database.db
      .insert(crmContacts)
      .values({ userId: id ?? '', contactId: 'ghl_contact_1', attemptedAt: new Date() });
    const synced = await call(boss.auth, 'GET', `/api/admin/users/${id}/details`);
    expect(synced.json<AdminUserDetails>().crmContactId).toBe('ghl_contact_1');
    const signedIn = await call(boss.auth, 'GET', `/api/admin/users/${player.userId}/details`);
    expect(signedIn.json<AdminUserDetails>().sessions).toMatchObject({
      active: 1,
      lastSignInAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(signedIn.json<AdminUserDetails>().subscription).toBeNull();
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await call(
      boss.auth,
      'GET',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/details',
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(boss.auth, 'GET', '/api/admin/users/nope/details');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { message: string } }>().error.message).toContain('id');
  });

  it('counts sign-ups per day over 90 days and splits statuses and plans', async () => {
    const before = (await call(boss.auth, 'GET', '/api/admin/users/insights')).json<UserInsights>();
    const today = new Date();
    const longAgo = new Date(today.getTime() - 200 * 86_400_000);
    await seedUsers(database, [
      { email: 'n1@insights.example', status: 'trialing', plan: 'master', createdAt: today },
      { email: 'n2@insights.example', status: 'canceled', plan: 'master', createdAt: today },
      { email: 'old@insights.example', status: 'active', plan: 'legend', createdAt: longAgo },
    ]);
    const after = (await call(boss.auth, 'GET', '/api/admin/users/insights')).json<UserInsights>();
    expect(after.signupsPerDay).toHaveLength(90);
    expect(after.signupsPerDay.at(-1)?.date).toBe(today.toISOString().slice(0, 10));
    const total = (insights: UserInsights) =>
      insights.signupsPerDay.reduce((sum, day) => sum + day.count, 0);
    expect(total(after) - total(before)).toBe(2);
    expect(after.statuses).toEqual({
      active: before.statuses.active + 1,
      trialing: before.statuses.trialing + 1,
      inactive: before.statuses.inactive + 1,
    });
    expect(after.plans.master - before.plans.master).toBe(2);
    expect(after.plans.legend - before.plans.legend).toBe(1);
  });
});
