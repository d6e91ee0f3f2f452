import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, users } from '../../src/db/schema';
import { buildAdminTestApp } from './admin-test-app';

// The first-admin bootstrap (docs/decisions/016-staff-console-bootstrap-and-audit.md): open
// only while no admin exists, atomically, on PGlite and on PostgreSQL alike. No ADMIN_EMAILS
// here, so the bootstrap is open until someone takes it.

const { database, signIn, call } = await buildAdminTestApp();

async function storedAdmins() {
  return database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
}

describe('first-admin bootstrap', () => {
  it('answers check-admin about the caller only, and 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/admin/check-admin')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/admin/bootstrap-admin')).statusCode).toBe(401);
    const player = await signIn();
    const answer = await call(player.auth, 'GET', '/api/admin/check-admin');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ isAdmin: false });
  });

  it('makes exactly one of many racing callers the first admin', async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => signIn()));
    const answers = await Promise.all(
      racers.map((racer) => call(racer.auth, 'POST', '/api/admin/bootstrap-admin')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winnerIndex = answers.findIndex((answer) => answer.statusCode === 200);
    expect(answers[winnerIndex]?.json()).toEqual({ success: true, message: 'First admin created' });
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ error: { code: 'ADMIN_EXISTS' } });

    const winner = racers[winnerIndex];
    expect(await storedAdmins()).toEqual([{ id: winner?.userId }]);
    const recorded = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'admin.bootstrap'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actorId: winner?.userId,
      actorEmail: winner?.email,
      targetId: winner?.userId,
      oldValue: { isAdmin: false },
      newValue: { isAdmin: true },
      requestId: answers[winnerIndex]?.headers['x-request-id'],
    });

    // The session's principal reads the stored flag on the next request.
    const me = await call(winner?.auth, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ isAdmin: true });
    expect((await call(winner?.auth, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    const loser = racers.find((_racer, index) => index !== winnerIndex);
    expect((await call(loser?.auth, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call(loser?.auth, 'GET', '/api/admin/check-admin')).json()).toEqual({
      isAdmin: false,
    });
  });
});
