import { z } from 'zod';

// GET /api/dev/mailbox (development only): the e-mails the outbox captured, so a developer reads
// the sign-in code on a page instead of in the log. The route does not exist in production.

/** The newest messages the mailbox lists. */
export const DEV_MAILBOX_LIMIT = 50;

export const devMailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body as stored; a message a real transport sent keeps none. */
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;

/** Newest first, at most DEV_MAILBOX_LIMIT. */
export const devMailboxResponseSchema = z.object({
  messages: z.array(devMailboxMessageSchema).max(DEV_MAILBOX_LIMIT),
});
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
