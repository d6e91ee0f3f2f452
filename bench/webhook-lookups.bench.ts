// The Stripe webhook's lookups at 100,000 users (tables that stay small): a webhook
// finds the user by Stripe customer id, our checkout by Stripe's session id and the
// subscription by Stripe's subscription id. Seeds the users (bench/seed-users.ts) and one
// Stripe checkout per user when missing, then prints each query's plan with and without its
// index and the median time of the repository function the webhook calls.
//
//   DATABASE_URL=postgres://… node --import tsx bench/webhook-lookups.bench.ts   (or embedded)
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../apps/server/src/db/database';
import {
  findCheckoutByStripeSessionId,
  findSubscriptionByStripeId,
  findUserByCustomerId,
} from '../apps/server/src/modules/billing/billing.repository';
import { openSeedDatabase, seedUsers } from './seed-users';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const database = await openSeedDatabase();
const { db } = database;
await seedUsers(db, USERS);
await db.execute(sql`
  insert into billing_checkout_sessions (user_id, provider, plan, stripe_session_id, status)
  select u.id, 'stripe', 'master', 'cs_bench_' || u.id, 'paid' from users u
  where not exists (select 1 from billing_checkout_sessions c where c.user_id = u.id)`);
await db.execute(sql`analyze users`);
await db.execute(sql`analyze billing_checkout_sessions`);
await db.execute(sql`analyze billing_subscriptions`);

// Keys from the middle of the table, so neither plan gets the first rows for free.
const keyRows = z.object({ rows: z.array(z.object({ key: z.string() })) });
const one = async (query: SQL) => {
  const key = keyRows.parse(await db.execute(query)).rows[0]?.key;
  if (!key) throw new Error('seeding left no row to look up');
  return key;
};
const customerId = await one(
  sql`select stripe_customer_id as key from users where stripe_customer_id like 'cus_seed%' order by stripe_customer_id offset 20000 limit 1`,
);
const sessionId = await one(
  sql`select stripe_session_id as key from billing_checkout_sessions where stripe_session_id is not null order by created_at, id offset 50000 limit 1`,
);
const subscriptionId = await one(
  sql`select stripe_subscription_id as key from billing_subscriptions where stripe_subscription_id is not null order by user_id offset 20000 limit 1`,
);

const lookups = [
  {
    name: 'user by Stripe customer id',
    explain: sql`select * from users where stripe_customer_id = ${customerId} limit 1`,
    run: () => findUserByCustomerId(db, customerId),
  },
  {
    name: 'checkout by Stripe session id',
    explain: sql`select * from billing_checkout_sessions where stripe_session_id = ${sessionId} limit 1`,
    run: () => findCheckoutByStripeSessionId(db, sessionId),
  },
  {
    name: 'subscription by Stripe subscription id',
    explain: sql`select * from billing_subscriptions where stripe_subscription_id = ${subscriptionId} limit 1`,
    run: () => findSubscriptionByStripeId(db, subscriptionId),
  },
];

const planRows = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });

async function plan(tx: Db, query: SQL): Promise<string> {
  const result = planRows.parse(
    await tx.execute(sql`explain (analyze, costs off, timing on) ${query}`),
  );
  return result.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

console.log(`${database.kind}, ${USERS} users, median of ${RUNS}, ${new Date().toISOString()}`);
for (const lookup of lookups) {
  console.log(`\n${lookup.name}: median ${(await median(lookup.run)).toFixed(3)} ms`);
  console.log(await plan(db, lookup.explain));
  // The same query as it ran before the indexes: the planner may not use any index.
  const withoutIndex = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return plan(tx, lookup.explain);
  });
  console.log(`  without an index:\n${withoutIndex}`);
}
await database.close();
