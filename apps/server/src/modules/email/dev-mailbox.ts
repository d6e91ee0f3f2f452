import { DEV_MAILBOX_LIMIT, type DevMailboxResponse } from '@jokerwise/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailMessages } from '../../db/schema';

/** The newest captured e-mails, as the development mailbox page lists them. */
export async function listDevMailbox(db: Db): Promise<DevMailboxResponse> {
  const rows = await db
    .select({
      id: emailMessages.id,
      to: emailMessages.toAddress,
      subject: emailMessages.subject,
      text: emailMessages.textBody,
      createdAt: emailMessages.createdAt,
    })
    .from(emailMessages)
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .limit(DEV_MAILBOX_LIMIT);
  return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
