import { DEV_MAILBOX_LIMIT, devMailboxResponseSchema } from '@jokerwise/contracts';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '../../src/db/schema';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { readLatestCode, requestCode } from '../auth/auth-helpers';

// GET /api/dev/mailbox exists only in development: it shows everyone's sign-in codes.
const development = await buildTestApp({ config: testConfig({ NODE_ENV: 'development' }) });
const production = await buildTestApp({
  config: testConfig({
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'local',
    ALLOW_TEST_PAYMENTS: 'true',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://jokerwise.app',
    EMAIL_FROM: 'Jokerwise <no-reply@jokerwise.app>',
  }),
});
const test = await buildTestApp();

const readMailbox = (app: typeof test.app) =>
  app.inject({ method: 'GET', url: '/api/dev/mailbox' });

describe('the development mailbox', () => {
  it('lists captured e-mails newest first, with the sign-in code in the text', async () => {
    const { app, database } = development;
    expect((await requestCode(app, { email: 'first@example.com' })).statusCode).toBe(200);
    expect((await requestCode(app, { email: 'second@example.com' })).statusCode).toBe(200);

    const response = await readMailbox(app);
    expect(response.statusCode).toBe(200);
    const { messages } = devMailboxResponseSchema.parse(response.json());
    expect(messages.map((message) => message.to)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    const code = await readLatestCode(database, 'second@example.com');
    expect(messages[0]?.subject).toContain(code);
    expect(messages[0]?.text).toContain(code);
  });

  it(`shows at most the newest ${DEV_MAILBOX_LIMIT}`, async () => {
    const { app, database } = development;
    const base = Date.parse('2030-01-01T00:00:00Z');
    await database.db.insert(emailMessages).values(
      Array.from({ length: DEV_MAILBOX_LIMIT + 5 }, (_, i) => ({
        toAddress: `bulk${i}@example.com`,
        fromAddress: 'Jokerwise <no-reply@jokerwise.test>',
        subject: `Message ${i}`,
        textBody: `Body ${i}`,
        htmlBody: `<p>Body ${i}</p>`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const { messages } = devMailboxResponseSchema.parse((await readMailbox(app)).json());
    expect(messages).toHaveLength(DEV_MAILBOX_LIMIT);
    expect(messages[0]?.to).toBe(`bulk${DEV_MAILBOX_LIMIT + 4}@example.com`);
    expect(messages.at(-1)?.to).toBe('bulk5@example.com');
  });

  it.each([
    ['production', production],
    ['test', test],
  ])('does not exist in %s', async (_name, { app }) => {
    const response = await readMailbox(app);
    expect(response.statusCode).toBe(404);
  });
});
