import { randomUUID } from 'node:crypto';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { billingSubscriptions, users } from '../../src/db/schema';

// The composed app signed in as a configured admin and as a player, and a fast way to store
// many users with chosen fields (straight rows, as the seeding script does).

export const BOSS = 'boss@staff.example';

export async function buildUserDatabaseApp() {
  const built = await buildAdminTestApp({
    env: { ADMIN_EMAILS: BOSS, PAYMENTS_PROVIDER: 'local' },
  });
  const boss = await built.signIn(BOSS);
  const player = await built.signIn();
  return { ...built, boss, player };
}

type Database = Awaited<ReturnType<typeof buildAdminTestApp>>['database'];

export interface SeedUser {
  email: string;
  username?: string | null;
  status?: string;
  plan?: string | null;
  createdAt?: Date;
  isAdmin?: boolean;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string;
}

/** Stores the users in one statement and answers their ids in the given order. */
export async function seedUsers(database: Database, rows: readonly SeedUser[]): Promise<string[]> {
  const values = rows.map((row) => ({
    id: randomUUID(),
    email: row.email,
    username: row.username ?? null,
    subscriptionStatus: row.status ?? 'inactive',
    subscriptionPlan: row.plan ?? null,
    stripeCustomerId: row.stripeCustomerId ?? null,
    isAdmin: row.isAdmin ?? false,
    ...(row.createdAt ? { createdAt: row.createdAt, updatedAt: row.createdAt } : {}),
  }));
  await database.db.insert(users).values(values);
  const subscriptions = rows.flatMap((row, index) =>
    row.stripeSubscriptionId
      ? [
          {
            userId: values[index]?.id ?? '',
            provider: 'stripe' as const,
            plan: row.plan ?? 'explorer',
            type: 'monthly',
            status: row.status ?? 'active',
            stripeSubscriptionId: row.stripeSubscriptionId,
          },
        ]
      : [],
  );
  if (subscriptions.length > 0)
    await database.db.insert(billingSubscriptions).values(subscriptions);
  return values.map((value) => value.id);
}

/** RFC 4180 read back: quoted cells, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return records;
}
