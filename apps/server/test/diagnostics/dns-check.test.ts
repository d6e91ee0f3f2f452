import { afterAll, describe, expect, it } from 'vitest';
import { runDnsCheck } from '../../src/modules/diagnostics/dns-check';
import { createOutboxTransport, createResendTransport } from '../../src/modules/email';
import pino from 'pino';
import { buildAdminTestApp } from '../admin/admin-test-app';
import { startDnsServer } from './loopback-dns';

// GET /api/debug/dns-check through Node's resolver against a real DNS server on loopback UDP:
// records found, records missing, and a server that never answers.

const ADMIN = 'dns-admin@example.com';
const DKIM = 'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC' + 'x'.repeat(300);
const dns = await startDnsServer({
  txt: {
    'mail.example.com': ['google-site-verification=abc', 'v=spf1 include:amazonses.com ~all'],
    'resend._domainkey.mail.example.com': [DKIM],
    '_dmarc.mail.example.com': ['v=DMARC1; p=none;'],
  },
  mx: {
    'mail.example.com': [
      { priority: 20, exchange: 'backup.example.net' },
      { priority: 10, exchange: 'feedback-smtp.example.net' },
    ],
  },
});
const silent = await startDnsServer({}, { silent: true });
afterAll(() => Promise.all([dns.close(), silent.close()]));

const { signIn, call } = await buildAdminTestApp({
  env: {
    ADMIN_EMAILS: ADMIN,
    EMAIL_FROM: 'Jokerwise <hello@Mail.Example.com>',
    RESEND_API_KEY: 're_x',
  },
  emailTransport: createResendTransport({ apiKey: 're_x', baseUrl: 'http://127.0.0.1:1' }),
  dns: { servers: [dns.server], timeoutMs: 1_000 },
});
const admin = await signIn(ADMIN);
const outbox = createOutboxTransport(pino({ level: 'silent' }));

describe('DNS check', () => {
  it('finds SPF, the Resend DKIM key, DMARC and MX of the EMAIL_FROM domain', async () => {
    // The domain comes from EMAIL_FROM; a domain in the query is ignored.
    const answer = await call(admin.auth, 'GET', '/api/debug/dns-check?domain=evil.example.org');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      domain: 'mail.example.com',
      requestId: answer.headers['x-request-id'],
      checks: {
        spf: {
          name: 'mail.example.com',
          found: true,
          record: 'v=spf1 include:amazonses.com ~all',
          records: ['google-site-verification=abc', 'v=spf1 include:amazonses.com ~all'],
        },
        dkim: {
          name: 'resend._domainkey.mail.example.com',
          found: true,
          record: DKIM,
          records: [DKIM],
        },
        dmarc: {
          name: '_dmarc.mail.example.com',
          found: true,
          record: 'v=DMARC1; p=none;',
          records: ['v=DMARC1; p=none;'],
        },
        mx: {
          name: 'mail.example.com',
          found: true,
          records: ['10 feedback-smtp.example.net', '20 backup.example.net'],
        },
      },
    });
    expect(dns.queries.some((query) => query.name.includes('evil'))).toBe(false);
  });

  it('reports missing records with the resolver error', async () => {
    const result = await runDnsCheck(
      {
        config: { EMAIL_FROM: 'no-reply@unknown.example.com' },
        transport: outbox,
        dns: { servers: [dns.server], timeoutMs: 1_000 },
      },
      'req-missing',
    );
    expect(result.domain).toBe('unknown.example.com');
    expect(result.checks.dkim.name).toBe('default._domainkey.unknown.example.com');
    for (const check of Object.values(result.checks)) {
      expect(check).toMatchObject({ found: false, records: [], error: 'ENOTFOUND: no such name' });
    }
  });

  it('says a TXT record exists but is not the one asked for', async () => {
    const result = await runDnsCheck(
      {
        config: { EMAIL_FROM: 'no-reply@mail.example.com' },
        transport: outbox,
        dns: { servers: [dns.server], timeoutMs: 1_000 },
      },
      'req-partial',
    );
    // The outbox's selector is `default`, which this zone does not publish.
    expect(result.checks.spf.found).toBe(true);
    expect(result.checks.dkim).toMatchObject({ found: false, error: 'ENOTFOUND: no such name' });
  });

  it('gives each record a timeout error when the server never answers', async () => {
    const result = await runDnsCheck(
      {
        config: { EMAIL_FROM: 'no-reply@mail.example.com' },
        transport: outbox,
        dns: { servers: [silent.server], timeoutMs: 300 },
      },
      'req-timeout',
    );
    expect(silent.queries.length).toBeGreaterThan(0);
    for (const check of Object.values(result.checks)) {
      expect(check).toMatchObject({ found: false, error: 'ETIMEOUT: no answer within 300 ms' });
    }
  });

  it('reports an EMAIL_FROM without a domain instead of looking anything up', async () => {
    const before = dns.queries.length;
    const result = await runDnsCheck(
      {
        config: { EMAIL_FROM: 'Jokerwise' },
        transport: outbox,
        dns: { servers: [dns.server], timeoutMs: 300 },
      },
      'req-none',
    );
    expect(result.domain).toBeNull();
    expect(result.checks.mx.found).toBe(false);
    expect(dns.queries.length).toBe(before);
  });
});
