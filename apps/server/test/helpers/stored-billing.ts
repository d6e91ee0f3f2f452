import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { billingSubscriptions, users } from '../../src/db/schema';

/** The user's row and subscription row as stored, read straight from the database. */
export async function readStoredBilling(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [subscription] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return { user, subscription };
}
