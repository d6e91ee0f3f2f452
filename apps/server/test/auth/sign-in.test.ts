import { eq } from 'drizzle-orm';
import { loginResultSchema, userSchema } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { me, readLatestCode, requestCode, signIn, verify } from './auth-helpers';

let now = new Date('2026-03-01T12:00:00Z');
const { app, database } = await buildTestApp({
  clock: () => now,
  config: testConfig({ ADMIN_EMAILS: 'boss@example.com' }),
  authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
});
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

describe('sign-up and sign-in with an e-mail code', () => {
  it('creates the account on first verification with the sign-up username and opt-in', async () => {
    const result = await signIn(app, database, 'New.Player@Example.com ', {
      username: 'JokerFan',
      marketingOptIn: true,
    });
    const parsed = loginResultSchema.parse(result);
    expect(parsed.user).toMatchObject({
      email: 'new.player@example.com',
      username: 'JokerFan',
      subscriptionStatus: 'inactive',
      isAdmin: false,
      hasAccess: false,
    });
    expect(parsed.devMode).toBe(false);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.player@example.com'));
    expect(row?.marketingOptIn).toBe(true);
  });

  it('signs an existing address in when it signs up again, keeping its name', async () => {
    await signIn(app, database, 'again@example.com', { username: 'First' });
    advance(31_000);
    const second = await signIn(app, database, 'again@example.com', { username: 'Second' });
    expect(second.user.username).toBe('First');
    const rows = await database.db.select().from(users).where(eq(users.email, 'again@example.com'));
    expect(rows).toHaveLength(1);
  });

  // A sign-up whose name was taken meanwhile is refused with USERNAME_TAKEN: sign-up.test.ts.

  it('returns the user from /api/me for a valid session, and 401 without one', async () => {
    const { token } = await signIn(app, database, 'me@example.com');
    const response = await me(app, token);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).email).toBe('me@example.com');
    expect((await app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await me(app, 'not-a-token')).statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const { token } = await signIn(app, database, 'hash@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('ends the session on logout', async () => {
    const { token } = await signIn(app, database, 'bye@example.com');
    const out = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ success: true });
    expect((await me(app, token)).statusCode).toBe(401);
  });

  it('slides the 30-day expiry while the session is used and rejects it once expired', async () => {
    const { token } = await signIn(app, database, 'slide@example.com');
    advance(29 * 24 * 3600_000);
    expect((await me(app, token)).statusCode).toBe(200);
    advance(29 * 24 * 3600_000);
    expect((await me(app, token)).statusCode).toBe(200);
    advance(31 * 24 * 3600_000);
    expect((await me(app, token)).statusCode).toBe(401);
  });

  it('makes the addresses in ADMIN_EMAILS admins', async () => {
    const { user } = await signIn(app, database, 'Boss@Example.com');
    expect(user.isAdmin).toBe(true);
  });

  it('treats every address the same when a code is requested', async () => {
    await signIn(app, database, 'known@example.com');
    advance(31_000);
    const known = await requestCode(app, { email: 'known@example.com' });
    const unknown = await requestCode(app, { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it('rejects malformed input with the spec messages', async () => {
    const badEmail = await requestCode(app, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain(
      'Invalid Email, Please enter a valid email address',
    );
    const badCode = await verify(app, 'me@example.com', '12ab');
    expect(badCode.json().error.message).toContain(
      'Invalid Code, Please enter the complete 6-digit code',
    );
    const badName = await requestCode(app, { email: 'x@example.com', username: 'no spaces!' });
    expect(badName.json().error.message).toContain(
      'Username can only contain letters, numbers, and underscores',
    );
  });

  it('never lets the client set privileged fields', async () => {
    await requestCode(app, {
      email: 'sneaky@example.com',
      isAdmin: true,
      subscriptionStatus: 'active',
    });
    const code = await readLatestCode(database, 'sneaky@example.com');
    const result = await verify(app, 'sneaky@example.com', code);
    expect(result.json().user).toMatchObject({ isAdmin: false, subscriptionStatus: 'inactive' });
  });
});
