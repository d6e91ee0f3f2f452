import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createEmailTransport } from '../../src/modules/email/create-email-transport';
import { maskEmailAddress, maskEmailAddressesIn } from '../../src/modules/email/mask-email';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const base = { SMTP_URL: undefined, RESEND_API_KEY: undefined, NODE_ENV: 'development' as const };

describe('createEmailTransport', () => {
  it('chooses SMTP when SMTP_URL is set, even with a Resend key, and never logs the URL', () => {
    const { logger, lines } = capturingLogger();
    const transport = createEmailTransport(
      { ...base, SMTP_URL: 'smtp://user:hunter2@127.0.0.1:2525', RESEND_API_KEY: 're_secret' },
      logger,
    );
    expect(transport.name).toBe('smtp');
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|re_secret/);
  });

  it('chooses Resend when only RESEND_API_KEY is set, and never logs the key', () => {
    const { logger, lines } = capturingLogger();
    expect(createEmailTransport({ ...base, RESEND_API_KEY: 're_secret' }, logger).name).toBe(
      'resend',
    );
    expect(JSON.stringify(lines)).not.toContain('re_secret');
  });

  it('falls back to the outbox in development and tests', () => {
    const { logger } = capturingLogger();
    expect(createEmailTransport(base, logger).name).toBe('outbox');
    expect(createEmailTransport({ ...base, NODE_ENV: 'test' }, logger).name).toBe('outbox');
  });

  it('refuses production without a transport instead of printing codes in the log', () => {
    const { logger } = capturingLogger();
    expect(() => createEmailTransport({ ...base, NODE_ENV: 'production' }, logger)).toThrowError(
      'SMTP_URL or RESEND_API_KEY is required when NODE_ENV=production',
    );
  });
});

describe('maskEmailAddress', () => {
  it.each([
    ['jane@example.com', 'j***@example.com'],
    ['J.Doe+tag@mail.example.org', 'J***@mail.example.org'],
    ['not-an-address', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmailAddress(address)).toBe(masked);
  });

  it('masks addresses inside free text', () => {
    expect(maskEmailAddressesIn('550 <jane@example.com>: no such user; cc bob@x.org')).toBe(
      '550 <j***@example.com>: no such user; cc b***@x.org',
    );
  });
});
