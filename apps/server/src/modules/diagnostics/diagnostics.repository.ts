import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailMessages } from '../../db/schema';
import type { EmailTransportName, StoredEmail } from '../email';

type TestMessageInsert = Pick<
  typeof emailMessages.$inferInsert,
  'toAddress' | 'fromAddress' | 'subject' | 'textBody' | 'htmlBody' | 'logPreview'
>;

export async function insertTestMessage(db: Db, values: TestMessageInsert): Promise<StoredEmail> {
  const [row] = await db
    .insert(emailMessages)
    .values({ ...values, status: 'queued' })
    .returning();
  if (!row) throw new Error('test message was not stored');
  return row;
}

export async function markTestMessage(
  db: Db,
  id: string,
  transport: EmailTransportName,
  outcome: { status: 'sent'; sentAt: Date } | { status: 'failed'; lastError: string },
): Promise<void> {
  await db
    .update(emailMessages)
    .set({ ...outcome, transport, attempts: sql`${emailMessages.attempts} + 1` })
    .where(eq(emailMessages.id, id));
}
