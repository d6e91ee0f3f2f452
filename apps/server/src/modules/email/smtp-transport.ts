import nodemailer from 'nodemailer';
import type { EmailTransport } from './email-transport';

// The only file that imports nodemailer (docs/architecture.md#layout).

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; query parameters are nodemailer options. */
  url: string;
  /** Limit for connecting, the server greeting and any silent socket; default 10 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Sends each message over one short SMTP connection: the job queue is the pool and the retry. */
export function createSmtpTransport(options: SmtpTransportOptions): EmailTransport {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // A hung server must fail the attempt so the job can retry (docs/architecture.md#security-baseline, third parties).
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.fromAddress,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
    },
    async verify() {
      // nodemailer's verify connects, says EHLO and authenticates, then quits without mail.
      await transporter.verify();
      return 'connected, EHLO and authentication accepted; nothing sent';
    },
  };
}
