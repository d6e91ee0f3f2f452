import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../helpers/test-database';

// The Stripe webhook's lookups read an index, not the whole table (bench/README.md has the
// plans and times at 100,000 users). With sequential scans priced out, a plan without an index
// would still say "Seq Scan".
const database = await createTestDatabase();
afterAll(() => database.dispose());

const planRows = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });

async function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = planRows.parse(await tx.execute(sql`explain ${query}`));
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('Stripe webhook lookups', () => {
  it('find the user by customer id through an index', async () => {
    const plan = await planOf(sql`select * from users where stripe_customer_id = 'cus_1' limit 1`);
    expect(plan).toContain('users_stripe_customer_id_idx');
  });

  it('find our checkout by Stripe session id through an index', async () => {
    const plan = await planOf(
      sql`select * from billing_checkout_sessions where stripe_session_id = 'cs_1' limit 1`,
    );
    expect(plan).toContain('billing_checkout_sessions_stripe_session_idx');
  });
});
