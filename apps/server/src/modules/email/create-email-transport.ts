import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from '../../config';
import type { EmailTransport } from './email-transport';
import { DEV_MAILBOX_PAGE, createOutboxTransport } from './outbox-transport';
import { createResendTransport } from './resend-transport';
import { createSmtpTransport } from './smtp-transport';

export type EmailTransportConfig = Pick<AppConfig, 'SMTP_URL' | 'RESEND_API_KEY' | 'NODE_ENV'>;

/**
 * docs/architecture.md#runtime-pieces: SMTP when SMTP_URL is set, else Resend when RESEND_API_KEY is set, else the
 * outbox, so a fresh checkout can sign in with nothing configured. Production never gets the
 * outbox: it would print sign-in codes in the log (config refuses it first, ADR 013).
 */
export function createEmailTransport(config: EmailTransportConfig, logger: Logger): EmailTransport {
  if (config.SMTP_URL) {
    // The URL may carry credentials: name the transport, never the URL.
    logger.info({ transport: 'smtp' }, 'e-mail transport selected');
    return createSmtpTransport({ url: config.SMTP_URL });
  }
  if (config.RESEND_API_KEY) {
    logger.info({ transport: 'resend' }, 'e-mail transport selected');
    return createResendTransport({ apiKey: config.RESEND_API_KEY });
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('SMTP_URL or RESEND_API_KEY is required when NODE_ENV=production');
  }
  logger.info({ transport: 'outbox' }, 'e-mail transport selected');
  return createOutboxTransport(logger, {
    ...(config.NODE_ENV === 'development' ? { mailboxPath: DEV_MAILBOX_PAGE } : {}),
  });
}
