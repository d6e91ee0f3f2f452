import type { FastifyBaseLogger as Logger } from 'fastify';
import type { EmailTransport } from './email-transport';
import { maskEmailAddress } from './mask-email';

/** The web page that lists the outbox in development (GET /api/dev/mailbox feeds it). */
export const DEV_MAILBOX_PAGE = '/dev-mailbox';

export interface OutboxTransportOptions {
  /** Where a developer reads the whole message; only development serves the mailbox. */
  mailboxPath?: string;
}

/**
 * The embedded default (docs/architecture.md#runtime-pieces) for development and tests: nothing leaves the machine.
 * The row stays whole in `email_messages` (the dev mailbox lists it) and the log shows the
 * preview (the sign-in code) so a developer can sign in; the address is masked because logs
 * outlive the message. Production never builds it (see createEmailTransport).
 */
export function createOutboxTransport(
  logger: Logger,
  options: OutboxTransportOptions = {},
): EmailTransport {
  return {
    name: 'outbox',
    async send(message) {
      logger.info(
        {
          messageId: message.id,
          to: maskEmailAddress(message.toAddress),
          // Not `code`: the logger redacts that key, and printing it is the outbox's job.
          preview: message.logPreview ?? message.subject,
          ...(options.mailboxPath ? { mailbox: options.mailboxPath } : {}),
        },
        'outbox e-mail (not delivered: no SMTP_URL or RESEND_API_KEY)',
      );
    },
  };
}
