import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reconciliationRuns, users } from '../../src/db/schema';
import { buildTestAppOn } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

// A full reconciliation survives a restart (docs/decisions/016-staff-console-bootstrap-and-
// audit.md): a run left behind by a process that died mid-way (running, its lease expired) is
// picked up by the next process when it starts and continues after the last user it finished.

const database = await createTestDatabase();
afterAll(() => database.dispose());

describe('a reconciliation interrupted by a restart', () => {
  it('is resumed from its cursor when the next process starts', async () => {
    // Three user rows claiming a subscription nothing backs: each needs a correction.
    const inserted = await database.db
      .insert(users)
      .values(
        ['a', 'b', 'c'].map((name) => ({
          email: `resume-${name}-${randomUUID().slice(0, 8)}@example.com`,
          subscriptionStatus: 'active',
          subscriptionPlan: 'master',
        })),
      )
      .returning({ id: users.id });
    const ids = inserted.map((row) => row.id).sort();
    const [run] = await database.db
      .insert(reconciliationRuns)
      .values({
        status: 'running',
        totalUsers: 3,
        processed: 1,
        updated: 1,
        cursor: ids[0],
        leaseToken: 'the-process-that-died',
        leaseUntil: new Date(Date.now() - 60_000),
        startedAt: new Date(Date.now() - 120_000),
      })
      .returning();

    // Starting the app is the restart: its job queue finds the run whose lease ran out.
    await buildTestAppOn(database);
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(reconciliationRuns)
              .where(eq(reconciliationRuns.id, run?.id ?? ''))
          )[0]?.status,
        { timeout: 20_000 },
      )
      .toBe('completed');
    const [finished] = await database.db
      .select()
      .from(reconciliationRuns)
      .where(eq(reconciliationRuns.id, run?.id ?? ''));
    expect(finished).toMatchObject({ processed: 3, updated: 3, errors: 0, leaseToken: null });
    const statuses = await database.db
      .select({ id: users.id, status: users.subscriptionStatus })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.id));
    // The first user was done before the restart (by the process that died, as far as this
    // run knows); the other two are corrected now.
    expect(statuses.map((row) => row.status)).toEqual(['active', 'inactive', 'inactive']);
  });
});
