import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, users } from '../../src/db/schema';
import { readLatestCode, wrongCode, uniqueEmail } from '../auth/auth-helpers';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { get, post } from './account-helpers';

// Account self-service, profile part (ADR 027): username, e-mail by a code sent to the new
// address, newsletter. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const { app, clock, database, signIn } = await buildBillingTestApp();

async function userRow(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('account routes', () => {
  it('need a signed-in user', async () => {
    expect((await get(app, undefined, '/api/account')).statusCode).toBe(401);
    expect(
      (await post(app, undefined, '/api/account/username', { username: 'abc' })).statusCode,
    ).toBe(401);
    expect((await post(app, undefined, '/api/account/delete/request-code')).statusCode).toBe(401);
  });
});

describe('changing the username', () => {
  it('changes it, keeps the rules of sign-up and answers 409 when it is taken', async () => {
    const { auth } = await signIn(uniqueEmail('name'));
    const name = `n${Date.now().toString(36)}`;
    const changed = await post(app, auth, '/api/account/username', { username: name });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { username: name }, marketingOptIn: false });
    expect((await get(app, auth, '/api/me')).json()).toMatchObject({ username: name });

    const other = await signIn(uniqueEmail('other'));
    const taken = await post(app, other.auth, '/api/account/username', {
      username: name.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: {
        code: 'USERNAME_TAKEN',
        message: 'Username already taken. Please choose another one.',
      },
    });

    const bad = await post(app, auth, '/api/account/username', { username: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toContain(
      'Username can only contain letters, numbers, and underscores',
    );
  });

  it('lets exactly one of two simultaneous changes to the same name win', async () => {
    const first = await signIn(uniqueEmail('race-a'));
    const second = await signIn(uniqueEmail('race-b'));
    const name = `r${Date.now().toString(36)}`;
    const answers = await Promise.all([
      post(app, first.auth, '/api/account/username', { username: name }),
      post(app, second.auth, '/api/account/username', { username: name }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('changing the e-mail address', () => {
  it('changes it only once the code sent to the new address is entered', async () => {
    const oldEmail = uniqueEmail('move-from');
    const newEmail = uniqueEmail('move-to');
    const { auth, userId, token } = await signIn(oldEmail);
    const sent = await post(app, auth, '/api/account/email/request-code', { email: newEmail });
    expect(sent.statusCode).toBe(200);
    expect((await userRow(userId))?.email).toBe(oldEmail);

    const code = await readLatestCode(database, newEmail);
    const wrong = await post(app, auth, '/api/account/email/confirm', {
      email: newEmail,
      code: wrongCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await userRow(userId))?.email).toBe(oldEmail);

    const confirmed = await post(app, auth, '/api/account/email/confirm', {
      email: newEmail,
      code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ user: { email: newEmail } });
    expect((await get(app, { authorization: `Bearer ${token}` }, '/api/me')).json()).toMatchObject({
      email: newEmail,
    });
    const [entry] = await database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'account.email-change'), eq(adminAudit.targetId, userId)));
    expect(entry?.targetLabel).toMatch(/^m\*\*\*@example\.com$/);
  });

  it('refuses a code sent for another account, and an address another account has', async () => {
    const owner = uniqueEmail('owner');
    await signIn(owner);
    const mover = await signIn(uniqueEmail('mover'));
    const thief = await signIn(uniqueEmail('thief'));
    const target = uniqueEmail('target');

    await post(app, mover.auth, '/api/account/email/request-code', { email: target });
    const code = await readLatestCode(database, target);
    const stolen = await post(app, thief.auth, '/api/account/email/confirm', {
      email: target,
      code,
    });
    expect(stolen.statusCode).toBe(400);

    // The taken address is named only to whoever holds its code: the mailbox's owner. (Past the
    // resend cooldown the owner's own sign-in started.)
    clock.advance(31_000);
    const sent = await post(app, mover.auth, '/api/account/email/request-code', { email: owner });
    expect(sent.statusCode).toBe(200);
    const taken = await post(app, mover.auth, '/api/account/email/confirm', {
      email: owner,
      code: await readLatestCode(database, owner),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: {
        code: 'EMAIL_TAKEN',
        message: 'This e-mail address already belongs to another account.',
      },
    });
  });

  it('limits how often codes are sent', async () => {
    const { auth } = await signIn(uniqueEmail('limits'));
    const target = uniqueEmail('limited');
    expect(
      (await post(app, auth, '/api/account/email/request-code', { email: target })).statusCode,
    ).toBe(200);
    const again = await post(app, auth, '/api/account/email/request-code', { email: target });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'RESEND_COOLDOWN' } });
  });

  it('refuses its own address and a malformed one with a clear 400', async () => {
    const email = uniqueEmail('same');
    const { auth } = await signIn(email);
    const same = await post(app, auth, '/api/account/email/request-code', { email });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ error: { code: 'SAME_EMAIL' } });
    const malformed = await post(app, auth, '/api/account/email/request-code', { email: 'nope' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the newsletter', () => {
  it('is switched on and off, and marks the user for the next CRM sync', async () => {
    const { auth, userId } = await signIn(uniqueEmail('news'));
    const before = await userRow(userId);
    clock.advance(60_000);
    const on = await post(app, auth, '/api/account/newsletter', { marketingOptIn: true });
    expect(on.json()).toMatchObject({ marketingOptIn: true });
    const after = await userRow(userId);
    expect(after?.marketingOptIn).toBe(true);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Infinity);
    expect((await get(app, auth, '/api/account')).json()).toMatchObject({ marketingOptIn: true });
    const off = await post(app, auth, '/api/account/newsletter', { marketingOptIn: false });
    expect(off.json()).toMatchObject({ marketingOptIn: false });
    const bad = await post(app, auth, '/api/account/newsletter', { marketingOptIn: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
