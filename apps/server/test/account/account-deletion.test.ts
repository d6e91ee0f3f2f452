import { createRun } from '@jokerwise/game';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminAudit,
  billingInvoices,
  billingSubscriptions,
  coachMessages,
  sessionRecordings,
  sessions,
  users,
  workspaceRuns,
} from '../../src/db/schema';
import { readLatestCode, wrongCode, uniqueEmail } from '../auth/auth-helpers';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { subscribe } from '../helpers/subscriber';
import { get, post, type Auth } from './account-helpers';

// Download my data and delete my account with the built-in payment provider (ADR 027). Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const { app, clock, database, signIn } = await buildBillingTestApp();
const db = database.db;

/** A Legend member (the test checkout writes the invoice) with a saved run, chat, recording. */
async function memberWithData(label: string) {
  const email = uniqueEmail(label);
  const signedIn = await signIn(email);
  const { auth, userId } = signedIn;
  await subscribe(app, auth);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/runs/current',
    headers: auth,
    payload: {
      baseRevision: 0,
      document: {
        state: createRun('Red Deck', 'White Stake'),
        hand: [{ rank: 'A', suit: 'spades' }],
      },
    },
  });
  expect(saved.statusCode).toBe(200);
  await db.insert(coachMessages).values([
    { userId, role: 'user', content: 'Which joker should I buy?', createdAt: new Date(1000) },
    { userId, role: 'assistant', content: 'Buy the Blueprint.', createdAt: new Date(2000) },
  ]);
  await db.insert(sessionRecordings).values({ userId, startedAt: clock(), pages: ['/dashboard'] });
  return { ...signedIn, email };
}

async function rowsOf(userId: string) {
  const count = async (table: typeof sessions | typeof workspaceRuns | typeof coachMessages) =>
    (await db.select().from(table).where(eq(table.userId, userId))).length;
  return {
    user: (await db.select().from(users).where(eq(users.id, userId))).length,
    sessions: await count(sessions),
    runs: await count(workspaceRuns),
    chat: await count(coachMessages),
    recordings: (
      await db.select().from(sessionRecordings).where(eq(sessionRecordings.userId, userId))
    ).length,
    subscription: (
      await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId))
    ).length,
  };
}

async function requestDeletionCode(auth: Auth, email: string): Promise<string> {
  // Past the resend cooldown of the sign-in that just happened.
  clock.advance(31_000);
  const sent = await post(app, auth, '/api/account/delete/request-code');
  expect(sent.statusCode).toBe(200);
  return readLatestCode(database, email);
}

describe('download my data', () => {
  it('is one JSON file with profile, subscription, saved run, chat and recordings', async () => {
    const { auth, email, userId } = await memberWithData('export');
    const answer = await get(app, auth, '/api/account/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="jokerwise-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data).toMatchObject({
      profile: { id: userId, email, marketingOptIn: false },
      subscription: { provider: 'local', plan: 'legend', status: 'active' },
      invoices: [{ plan: 'legend', amountCents: 2499 }],
      savedRun: { revision: 1, document: { state: { deck: 'Red Deck' } } },
      chat: {
        messages: [
          { role: 'user', content: 'Which joker should I buy?' },
          { role: 'assistant', content: 'Buy the Blueprint.' },
        ],
        omitted: 0,
      },
      recordings: [{ pages: ['/dashboard'] }],
    });
  });

  it('needs a session', async () => {
    expect((await get(app, undefined, '/api/account/export')).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs the e-mailed code; a wrong one deletes nothing', async () => {
    const { auth, email, userId } = await memberWithData('wrong');
    const code = await requestDeletionCode(auth, email);
    const wrong = await post(app, auth, '/api/account/delete', { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_CODE' } });
    expect(await rowsOf(userId)).toMatchObject({ user: 1, runs: 1, chat: 2 });
    const malformed = await post(app, auth, '/api/account/delete', { code: '12' });
    expect(malformed.statusCode).toBe(400);
  });

  it('removes sessions, run, chat and recordings, keeps the invoices, and signs out', async () => {
    const { auth, email, userId, token } = await memberWithData('gone');
    // A second device's session dies too.
    clock.advance(31_000);
    const other = await signIn(email);
    const code = await requestDeletionCode(auth, email);

    const deleted = await post(app, auth, '/api/account/delete', { code });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });

    expect(await rowsOf(userId)).toEqual({
      user: 0,
      sessions: 0,
      runs: 0,
      chat: 0,
      recordings: 0,
      subscription: 0,
    });
    for (const bearer of [token, other.token]) {
      const me = await get(app, { authorization: `Bearer ${bearer}` }, '/api/me');
      expect(me.statusCode).toBe(401);
    }
    const kept = await db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.customerEmail, email));
    expect(kept).toMatchObject([{ userId: null, amountCents: 2499 }]);
    const [entry] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'account.delete'), eq(adminAudit.targetId, userId)));
    expect(entry?.targetLabel).toBe(`g***@example.com`);
  });

  it('lets the address sign up again as a new account', async () => {
    const { auth, email, userId } = await memberWithData('again');
    const code = await requestDeletionCode(auth, email);
    expect((await post(app, auth, '/api/account/delete', { code })).statusCode).toBe(200);
    const fresh = await signIn(email);
    expect(fresh.userId).not.toBe(userId);
    expect((await get(app, fresh.auth, '/api/me')).json()).toMatchObject({
      subscriptionStatus: 'inactive',
    });
  });

  it("never accepts another account's code", async () => {
    const victim = await memberWithData('victim');
    const attacker = await signIn(uniqueEmail('attacker'));
    const code = await requestDeletionCode(victim.auth, victim.email);
    const refused = await post(app, attacker.auth, '/api/account/delete', { code });
    expect(refused.statusCode).toBe(400);
    expect((await rowsOf(victim.userId)).user).toBe(1);
  });

  it('refuses to delete the last admin, before billing is touched', async () => {
    const staff = await signIn(uniqueEmail('staff'));
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, staff.userId));
    const email = (await db.select().from(users).where(eq(users.id, staff.userId)))[0]?.email ?? '';
    const code = await requestDeletionCode(staff.auth, email);
    const refused = await post(app, staff.auth, '/api/account/delete', { code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'LAST_ADMIN' } });
    expect((await rowsOf(staff.userId)).user).toBe(1);

    const colleague = await signIn(uniqueEmail('colleague'));
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, colleague.userId));
    expect((await post(app, staff.auth, '/api/account/delete', { code })).statusCode).toBe(200);
  });
});
