import type { FastifyBaseLogger as Logger } from 'fastify';
import type { EmailTransport } from './email-transport';
import { maskEmailAddress } from './mask-email';

/**
 * The embedded default (ARCHITECTURE §1): nothing leaves the machine. The row stays in
 * `email_messages` and the log shows the preview (the sign-in code) so a developer can sign in;
 * the address is masked because logs outlive the message.
 */
export function createOutboxTransport(logger: Logger): EmailTransport {
  return {
    name: 'outbox',
    async send(message) {
      logger.info(
        {
          messageId: message.id,
          to: maskEmailAddress(message.toAddress),
          // Not `code`: the logger redacts that key, and printing it is the outbox's job.
          preview: message.logPreview ?? message.subject,
        },
        'outbox e-mail (not delivered: no SMTP_URL or RESEND_API_KEY)',
      );
    },
  };
}
