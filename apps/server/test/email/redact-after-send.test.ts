import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../src/db/schema';
import { REDACTED_BODY, createSmtpTransport } from '../../src/modules/email';
import { buildTestApp } from '../helpers/build-test-app';
import { requestCode, verify } from '../auth/auth-helpers';
import { startSmtpServer } from './loopback-smtp';

// docs/architecture.md#security-baseline: a sign-in code never rests in clear text. Sent through a real SMTP server on
// loopback, the stored message keeps only its envelope and a subject without the code.
const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await buildTestApp({
  emailTransport: createSmtpTransport({ url: smtp.url, timeoutMs: 5_000 }),
});

async function settledRow(email: string) {
  for (let tries = 0; tries < 150; tries += 1) {
    const [row] = await database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, email));
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e-mail to ${email} was never sent`);
}

describe('a sign-in e-mail sent by a real transport', () => {
  it('reaches the recipient with the code and is stored without it', async () => {
    const email = 'redact@example.com';
    expect((await requestCode(app, { email })).statusCode).toBe(200);
    const row = await settledRow(email);

    const mail = smtp.received.find((entry) => entry.envelopeTo.includes(email))?.mail;
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toContain(code);

    expect(row).toMatchObject({
      status: 'sent',
      transport: 'smtp',
      subject: 'Your Jokerwise sign-in code',
      textBody: REDACTED_BODY,
      htmlBody: REDACTED_BODY,
      logPreview: null,
      redactedSubject: 'Your Jokerwise sign-in code',
    });
    const stored = [row.subject, row.textBody, row.htmlBody, row.logPreview, row.lastError];
    expect(stored.join('\n')).not.toContain(code);
    // It was the live code that got blanked: it still signs the recipient in.
    expect((await verify(app, email, code)).statusCode).toBe(200);
  });
});
