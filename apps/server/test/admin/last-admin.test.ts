import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildAdminTestApp } from './admin-test-app';

// Admin rights are granted and revoked by admins, never down to no admin at all
// (docs/decisions/016-staff-console-bootstrap-and-audit.md). The lock that serialises every
// change of an admin flag keeps that true when two admins revoke each other at once.

const { database, signIn, call } = await buildAdminTestApp();

async function storedAdmins() {
  return database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
}

describe('the last admin', () => {
  it('keeps at least one admin when two admins revoke each other concurrently', async () => {
    const first = await signIn();
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, first.userId));
    const second = await signIn();

    const selfRevoke = await call(first.auth, 'POST', `/api/admin/users/${first.userId}/admin`, {
      isAdmin: false,
    });
    expect(selfRevoke.statusCode).toBe(409);
    expect(selfRevoke.json()).toMatchObject({ error: { code: 'LAST_ADMIN' } });

    const grant = await call(first.auth, 'POST', `/api/admin/users/${second.userId}/admin`, {
      isAdmin: true,
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      changed: true,
      user: { id: second.userId, isAdmin: true, source: 'granted' },
    });

    // Each round both are admins again and each revokes the other at the same moment.
    for (let round = 0; round < 6; round += 1) {
      await database.db
        .update(users)
        .set({ isAdmin: true })
        .where(inArray(users.id, [first.userId, second.userId]));
      const answers = await Promise.all([
        call(first.auth, 'POST', `/api/admin/users/${second.userId}/admin`, { isAdmin: false }),
        call(second.auth, 'POST', `/api/admin/users/${first.userId}/admin`, { isAdmin: false }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused as the last admin (409), or as no admin any more (403) when its
      // session was read after the winner's change.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await storedAdmins()).toHaveLength(1);
    }
  });
});
