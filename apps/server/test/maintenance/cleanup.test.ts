import { describe, expect, it } from 'vitest';
import { emailMessages, loginCodes, loginFailures, sessions, users } from '../../src/db/schema';
import { deleteStaleRows } from '../../src/modules/maintenance';
import { createTestDatabase } from '../helpers/test-database';

// The daily cleanup deletes only what no rule reads any more (docs/operations.md#housekeeping).
const database = await createTestDatabase();
const { db } = database;
const now = new Date('2026-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function seed() {
  const [user] = await db
    .insert(users)
    .values({ email: 'keep@example.com' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const code = (createdAt: Date, extra: Partial<typeof loginCodes.$inferInsert>) => ({
    email: 'keep@example.com',
    purpose: 'login',
    codeHash: `h-${Math.random()}`,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 10 * 60 * 1000),
    ...extra,
  });
  await db
    .insert(loginCodes)
    .values([
      code(ago(2 * DAY), { consumedAt: ago(2 * DAY) }),
      code(ago(2 * DAY), {}),
      code(ago(30 * 60 * 1000), { consumedAt: ago(29 * 60 * 1000) }),
    ]);
  await db.insert(loginFailures).values([
    { email: 'keep@example.com', client: '10.0.0.1', createdAt: ago(2 * HOUR) },
    { email: 'keep@example.com', client: '10.0.0.1', createdAt: ago(10 * 60 * 1000) },
  ]);
  const message = (createdAt: Date, status: 'queued' | 'sent' | 'failed') => ({
    toAddress: 'keep@example.com',
    fromAddress: 'no-reply@example.com',
    subject: 's',
    textBody: 't',
    htmlBody: 'h',
    status,
    createdAt,
  });
  await db
    .insert(emailMessages)
    .values([
      message(ago(8 * DAY), 'sent'),
      message(ago(8 * DAY), 'failed'),
      message(ago(8 * DAY), 'queued'),
      message(ago(DAY), 'sent'),
    ]);
  await db.insert(sessions).values([
    { userId: user.id, tokenHash: 'old', expiresAt: ago(HOUR) },
    { userId: user.id, tokenHash: 'live', expiresAt: new Date(now.getTime() + DAY) },
  ]);
}

describe('daily cleanup', () => {
  it('deletes stale codes, failures, e-mails and sessions and keeps what the rules still read', async () => {
    await seed();
    expect(await deleteStaleRows(db, now)).toEqual({
      loginCodes: 2,
      loginFailures: 1,
      emailMessages: 2,
      sessions: 1,
    });
    expect(await db.select().from(loginCodes)).toHaveLength(1);
    expect(await db.select().from(loginFailures)).toHaveLength(1);
    expect((await db.select().from(emailMessages)).map((row) => row.status).sort()).toEqual([
      'queued',
      'sent',
    ]);
    expect((await db.select().from(sessions)).map((row) => row.tokenHash)).toEqual(['live']);
    // A second run finds nothing more to delete.
    expect(await deleteStaleRows(db, now)).toEqual({
      loginCodes: 0,
      loginFailures: 0,
      emailMessages: 0,
      sessions: 0,
    });
    await database.dispose();
  });
});
