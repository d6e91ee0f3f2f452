import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { emailMessages } from '../../src/db/schema';
import { createJobQueue } from '../../src/jobs/job-queue';
import {
  createEmailService,
  createOutboxTransport,
  REDACTED_BODY,
  registerEmailJobs,
  type EmailTransport,
} from '../../src/modules/email';
import { TEST_ENGINE, createTestDatabase } from '../helpers/test-database';

const config = { EMAIL_FROM: 'Jokerwise <no-reply@jokerwise.test>' };
const message = {
  to: 'jane.doe@example.com',
  subject: 'Your Jokerwise sign-in code: 123456',
  text: 'Your code is 123456.',
  html: '<p>Your code is 123456.</p>',
  logPreview: 'sign-in code 123456',
  redactedSubject: 'Your Jokerwise sign-in code',
};

/** What a row keeps once a real transport is done with it: no trace of the code. */
const redacted = {
  subject: 'Your Jokerwise sign-in code',
  textBody: REDACTED_BODY,
  htmlBody: REDACTED_BODY,
  logPreview: null,
};

/** A pino logger whose JSON lines land in an array the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

async function waitForSettled(db: Db, id: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
    if (!row) throw new Error(`message ${id} is not stored`);
    if (row.status !== 'queued' || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A migrated database, a running queue and the e-mail worker on `transport`. */
async function withEmailStack(
  transport: (logger: pino.Logger) => EmailTransport,
  run: (stack: {
    db: Db;
    queue: (m: typeof message) => Promise<string>;
    lines: Record<string, unknown>[];
  }) => Promise<void>,
) {
  const database = await createTestDatabase();
  const { logger, lines } = capturingLogger();
  const jobs = createJobQueue(database.jobs, logger);
  try {
    await jobs.start();
    const deps = { db: database.db, logger, transport: transport(logger) };
    await registerEmailJobs(jobs, { ...deps, retryDelaySeconds: 1 });
    const service = createEmailService({ ...deps, jobs, config });
    await run({ db: database.db, queue: (m) => service.queue(m), lines });
  } finally {
    await jobs.stop();
    await database.dispose();
  }
}

describe(`e-mail service and email-send job on ${TEST_ENGINE}`, () => {
  it('stores the message, sends it through the outbox (keeping it whole) and logs the masked address with the preview', async () => {
    await withEmailStack(createOutboxTransport, async ({ db, queue, lines }) => {
      const id = await queue(message);
      const row = await waitForSettled(db, id);

      expect(row).toMatchObject({
        toAddress: 'jane.doe@example.com',
        fromAddress: config.EMAIL_FROM,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        status: 'sent',
        transport: 'outbox',
        attempts: 1,
        lastError: null,
      });
      expect(row.sentAt).toBeInstanceOf(Date);

      const outboxLine = lines.find((line) => String(line.msg).startsWith('outbox e-mail'));
      expect(outboxLine).toMatchObject({
        to: 'j***@example.com',
        preview: 'sign-in code 123456',
        messageId: id,
      });
      // No log line anywhere carries the full address.
      expect(JSON.stringify(lines)).not.toContain('jane.doe@example.com');
    });
  });

  it('marks the message failed with the reason after 1 + 3 attempts when the transport keeps failing', async () => {
    let calls = 0;
    const broken = (): EmailTransport => ({
      name: 'smtp',
      async send() {
        calls += 1;
        throw new Error('550 mailbox unavailable for <jane.doe@example.com>');
      },
    });
    await withEmailStack(broken, async ({ db, queue, lines }) => {
      const id = await queue(message);
      const row = await waitForSettled(db, id);

      expect(row).toMatchObject({
        status: 'failed',
        transport: 'smtp',
        attempts: 4,
        sentAt: null,
        ...redacted,
      });
      expect(row.lastError).toContain('550 mailbox unavailable');
      expect(calls).toBe(4);
      expect(
        lines.filter((line) => line.msg === 'e-mail delivery failed; will retry'),
      ).toHaveLength(3);
      expect(lines.find((line) => line.msg === 'e-mail delivery failed; giving up')).toMatchObject({
        reason: 'Error: 550 mailbox unavailable for <j***@example.com>',
      });
      expect(JSON.stringify(lines)).not.toContain('jane.doe@example.com');
    });
  }, 60_000);

  it('retries a transient failure, records the message as sent and then keeps no trace of the code', async () => {
    let calls = 0;
    const sentTexts: string[] = [];
    const flaky = (): EmailTransport => ({
      name: 'resend',
      async send(stored) {
        calls += 1;
        sentTexts.push(stored.textBody);
        if (calls === 1) throw new Error('503 try again later');
      },
    });
    await withEmailStack(flaky, async ({ db, queue }) => {
      const id = await queue(message);
      const row = await waitForSettled(db, id);

      expect(row).toMatchObject({ status: 'sent', transport: 'resend', attempts: 2, ...redacted });
      // The retry still had the whole message: only a finished message is blanked.
      expect(sentTexts).toEqual([message.text, message.text]);
      expect(row.lastError).toContain('503 try again later');
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(calls).toBe(2);
    });
  }, 60_000);
});
