// Stores many users for the staff user database: on PostgreSQL when DATABASE_URL is
// set, else on the embedded database in DATA_DIR (default ./data). Deterministic, and safe to
// run again: existing seed addresses are kept, so a second run adds nothing.
//
//   node --import tsx bench/seed-users.ts [count]        (default 100000)
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { embeddedDataDir, openDatabase, type Db } from '../apps/server/src/db/database';
import { billingSubscriptions, users } from '../apps/server/src/db/schema';

export const SEED_DOMAINS = ['example.com', 'mail.test', 'players.example', 'jokers.test'];
const STATUSES = ['active', 'active', 'trialing', 'inactive', 'inactive', 'canceled', 'past_due'];
const PLANS = ['explorer', 'master', 'legend', null] as const;
const BATCH = 2_000;
const DAY_MS = 86_400_000;

/** A stable UUID per index, so runs and engines agree. */
function seedId(index: number): string {
  const hex = createHash('sha256').update(`seed-user-${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function seedRow(index: number, now: number) {
  const status = STATUSES[index % STATUSES.length] ?? 'inactive';
  const plan = status === 'inactive' ? null : (PLANS[index % 3] ?? null);
  // Spread over a year, denser lately, so the 90-day chart has a shape.
  const ageDays = Math.floor((365 * ((index * 7919) % 1000) ** 2) / 1_000_000);
  const createdAt = new Date(now - ageDays * DAY_MS - (index % 86_400) * 1000);
  return {
    id: seedId(index),
    email: `player${index}@${SEED_DOMAINS[index % SEED_DOMAINS.length]}`,
    username: index % 4 === 0 ? null : `player_${index}`,
    subscriptionStatus: status,
    subscriptionPlan: plan,
    stripeCustomerId: plan ? `cus_seed${index}` : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Inserts seed users 0…count-1 that are not there yet; answers how many it added. */
export async function seedUsers(db: Db, count: number, now = Date.now()): Promise<number> {
  let added = 0;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
      seedRow(start + offset, now),
    );
    const inserted = await db
      .insert(users)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: users.id, plan: users.subscriptionPlan, status: users.subscriptionStatus });
    const subscribed = inserted.filter((row) => row.plan !== null);
    if (subscribed.length > 0) {
      await db.insert(billingSubscriptions).values(
        subscribed.map((row) => ({
          userId: row.id,
          provider: 'stripe' as const,
          plan: row.plan ?? 'explorer',
          type: 'monthly',
          status: row.status,
          stripeSubscriptionId: `sub_${row.id.slice(0, 8)}`,
        })),
      );
    }
    added += inserted.length;
  }
  // Fresh statistics, and a visibility map so the stat counts are an index-only scan (as
  // autovacuum keeps it on a live database).
  await db.execute(sql`vacuum analyze users`);
  return added;
}

export async function openSeedDatabase() {
  const url = process.env.DATABASE_URL;
  return url
    ? openDatabase({ kind: 'postgres', connectionString: url })
    : openDatabase({ kind: 'pglite', dataDir: embeddedDataDir(process.env.DATA_DIR ?? './data') });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('count must be a whole number from 1 to 1000000');
  }
  const database = await openSeedDatabase();
  const started = performance.now();
  const added = await seedUsers(database.db, count);
  console.log(
    `${database.kind}: ${added} users added (${count - added} already there) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
}
