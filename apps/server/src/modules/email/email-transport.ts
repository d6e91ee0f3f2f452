// What every e-mail transport implements. The factory that picks one lives in
// create-email-transport.ts, so the transports import this file and nothing imports them back.
import type { emailMessages } from '../../db/schema';

export const EMAIL_TRANSPORT_NAMES = ['outbox', 'smtp', 'resend'] as const;
export type EmailTransportName = (typeof EMAIL_TRANSPORT_NAMES)[number];

/** The parts of a stored message a transport needs; the row in `email_messages` is the source. */
export type StoredEmail = Pick<
  typeof emailMessages.$inferSelect,
  'id' | 'toAddress' | 'fromAddress' | 'subject' | 'textBody' | 'htmlBody' | 'logPreview'
>;

/** Delivers one stored message or throws; retries and bookkeeping belong to the e-mail job. */
export interface EmailTransport {
  readonly name: EmailTransportName;
  send(message: StoredEmail): Promise<void>;
  /** A live check that sends nothing (staff diagnostics); resolves to what was checked. */
  verify?(): Promise<string>;
}
