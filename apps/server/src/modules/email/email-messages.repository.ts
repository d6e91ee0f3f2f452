// Every read and write of `email_messages`: the service decides what happens to a message, this
// file says how it is stored.
import { DEV_MAILBOX_LIMIT, type DevMailboxResponse } from '@jokerwise/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailMessages } from '../../db/schema';

type EmailMessageRow = typeof emailMessages.$inferSelect;
export type StoredContent = Pick<
  typeof emailMessages.$inferInsert,
  'subject' | 'textBody' | 'htmlBody' | 'logPreview'
>;
export type QueuedEmailValues = Pick<
  typeof emailMessages.$inferInsert,
  | 'toAddress'
  | 'fromAddress'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'logPreview'
  | 'redactedSubject'
>;

export async function insertQueuedEmail(db: Db, values: QueuedEmailValues): Promise<string> {
  const [row] = await db
    .insert(emailMessages)
    .values({ ...values, status: 'queued' })
    .returning({ id: emailMessages.id });
  if (!row) throw new Error('e-mail message was not stored');
  return row.id;
}

export async function findEmail(db: Db, messageId: string): Promise<EmailMessageRow | undefined> {
  const [message] = await db.select().from(emailMessages).where(eq(emailMessages.id, messageId));
  return message;
}

/** One more delivery attempt failed; `final` also closes the message as failed. */
export async function recordEmailAttemptFailure(
  db: Db,
  messageId: string,
  attempt: { reason: string; transport: string; final?: Partial<StoredContent> },
): Promise<void> {
  await db
    .update(emailMessages)
    .set({
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: attempt.reason,
      transport: attempt.transport,
      ...(attempt.final ? { status: 'failed' as const, ...attempt.final } : {}),
    })
    .where(eq(emailMessages.id, messageId));
}

export async function markEmailSent(
  db: Db,
  messageId: string,
  sent: { transport: string; redaction: Partial<StoredContent> },
): Promise<void> {
  await db
    .update(emailMessages)
    .set({
      status: 'sent',
      transport: sent.transport,
      sentAt: new Date(),
      attempts: sql`${emailMessages.attempts} + 1`,
      ...sent.redaction,
    })
    .where(eq(emailMessages.id, messageId));
}

export async function markEmailFailed(
  db: Db,
  messageId: string,
  reason: string,
  redaction: Partial<StoredContent>,
): Promise<void> {
  await db
    .update(emailMessages)
    .set({ status: 'failed', lastError: reason, ...redaction })
    .where(eq(emailMessages.id, messageId));
}

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
