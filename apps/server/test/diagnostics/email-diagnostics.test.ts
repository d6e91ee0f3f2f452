import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAudit, emailMessages } from '../../src/db/schema';
import { runEmailTest } from '../../src/modules/diagnostics/email-test';
import type { DiagnosticsDeps } from '../../src/modules/diagnostics/diagnostics-deps';
import { sendVerificationTest } from '../../src/modules/diagnostics/send-verification-test';
import {
  createOutboxTransport,
  createResendTransport,
  createSmtpTransport,
  type EmailTransport,
} from '../../src/modules/email';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { startSmtpServer } from '../email/loopback-smtp';
import { startFakeResend } from './fake-resend';

// GET /api/debug/email-test and POST /api/debug/send-verification-test against real protocols
// on loopback: an SMTP server and a fake Resend API (docs/architecture.md#tests).

const ADMIN = 'mail-admin@example.com';
const smtp = await startSmtpServer();
const resend = await startFakeResend();
afterAll(() => Promise.all([smtp.close(), resend.close()]));

const { database, signIn, call } = await buildAdminTestApp({
  env: {
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: smtp.url,
    EMAIL_FROM: 'Jokerwise <hello@mail.example.com>',
  },
  emailTransport: createSmtpTransport({ url: smtp.url, timeoutMs: 2_000 }),
});
const admin = await signIn(ADMIN);

function directDeps(transport: EmailTransport): DiagnosticsDeps {
  return {
    db: database.db,
    config: {
      NODE_ENV: 'test',
      EMAIL_FROM: 'Jokerwise <hello@mail.example.com>',
      SMTP_URL: undefined,
      RESEND_API_KEY: 're_full',
    },
    transport,
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    dns: { timeoutMs: 500 },
  };
}

describe('e-mail diagnostics', () => {
  it('is for admins only', async () => {
    const player = await signIn();
    for (const [method, url] of [
      ['GET', '/api/debug/email-test'],
      ['GET', '/api/debug/dns-check'],
      ['POST', '/api/debug/send-verification-test'],
    ] as const) {
      expect((await call(undefined, method, url, {})).statusCode, url).toBe(401);
      expect(
        (await call(player.auth, method, url, { email: 'x@example.com' })).statusCode,
        url,
      ).toBe(403);
    }
  });

  it('names the SMTP transport, shows presence flags only and checks the server live', async () => {
    const before = smtp.received.length;
    const answer = await call(admin.auth, 'GET', '/api/debug/email-test');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      success: true,
      checks: {
        transport: { name: 'smtp' },
        smtpUrl: { present: true },
        resendApiKey: { present: false },
        fromEmail: { present: true, value: 'hello@mail.example.com' },
        emailTest: { success: true },
      },
      requestId: answer.headers['x-request-id'],
      environment: 'test',
    });
    expect(answer.body).not.toContain(smtp.url);
    expect(smtp.received.length, 'the live check sends nothing').toBe(before);
    const [entry] = await database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'email.test'), eq(adminAudit.actorId, admin.userId)));
    expect(entry?.newValue).toEqual({ success: true });
  });

  it('sends a real test message over SMTP and reports each step', async () => {
    const answer = await call(admin.auth, 'POST', '/api/debug/send-verification-test', {
      email: ' Tester@Example.com ',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      transport: 'smtp',
      testEmail: 'tester@example.com',
      fromEmail: 'Jokerwise <hello@mail.example.com>',
      steps: [
        { step: 'build', success: true },
        { step: 'send', success: true },
        { step: 'provider', success: true },
      ],
    });
    // Sent before the answer; the admin's own sign-in code may still arrive after it.
    const toTester = smtp.received.filter((mail) => mail.envelopeTo.includes('tester@example.com'));
    expect(toTester.map((mail) => [mail.envelopeTo, mail.mail.subject])).toEqual([
      [['tester@example.com'], 'Jokerwise e-mail test'],
    ]);
    const rows = await database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, 'tester@example.com'));
    expect(rows.map((row) => [row.status, row.transport])).toEqual([['sent', 'smtp']]);
  });

  it('refuses a blank or malformed address with a 400', async () => {
    // Two only: the route allows five calls a minute, counted below.
    for (const email of ['   ', 'a'.repeat(300) + '@example.com']) {
      const answer = await call(admin.auth, 'POST', '/api/debug/send-verification-test', { email });
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('limits test sends to five a minute', async () => {
    // Five calls so far in this file: two refused as strangers, one sent, two malformed.
    const answer = await call(admin.auth, 'POST', '/api/debug/send-verification-test', {
      email: 'one-more@example.com',
    });
    expect(answer.statusCode).toBe(429);
  });

  it('reports a dead SMTP server as a failed check and a failed send step', async () => {
    const dead = createSmtpTransport({ url: 'smtp://user:secret@127.0.0.1:1', timeoutMs: 1_000 });
    const check = await runEmailTest(directDeps(dead), 'req-1');
    expect(check.success).toBe(false);
    expect(check.checks.emailTest).toMatchObject({ success: false, error: expect.any(String) });
    expect(JSON.stringify(check)).not.toContain('secret');

    const sent = await sendVerificationTest(directDeps(dead), 'dead@example.com', 'req-2');
    expect(sent.success).toBe(false);
    expect(sent.steps.map((step) => [step.step, step.success])).toEqual([
      ['build', true],
      ['send', false],
      ['provider', false],
    ]);
  });

  it('checks Resend with an authenticated read-only call, and accepts a sending-only key', async () => {
    const full = createResendTransport({ apiKey: 're_full', baseUrl: resend.url });
    const sending = createResendTransport({ apiKey: 're_sending', baseUrl: resend.url });
    const wrong = createResendTransport({ apiKey: 're_wrong', baseUrl: resend.url });
    const posts = () => resend.requests.filter((request) => request.method === 'POST').length;

    expect((await runEmailTest(directDeps(full), 'r1')).checks.emailTest.success).toBe(true);
    expect((await runEmailTest(directDeps(sending), 'r2')).checks.emailTest.success).toBe(true);
    const refused = await runEmailTest(directDeps(wrong), 'r3');
    expect(refused.checks.emailTest).toMatchObject({
      success: false,
      error: expect.stringContaining('401'),
    });
    expect(refused.checks.resendApiKey).toEqual({ present: true });
    expect(posts(), 'checking sends nothing').toBe(0);

    const sent = await sendVerificationTest(directDeps(full), 'resend@example.com', 'r4');
    expect(sent).toMatchObject({ success: true, transport: 'resend' });
    expect(posts()).toBe(1);
  });

  it('reports the outbox as working without a live connection', async () => {
    const outbox = createOutboxTransport(pino({ level: 'silent' }));
    const check = await runEmailTest(directDeps(outbox), 'o1');
    expect(check.checks).toMatchObject({
      transport: { name: 'outbox' },
      emailTest: { success: true },
    });
  });
});
