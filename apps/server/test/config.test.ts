import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { makeTempDir } from './helpers/temp-dir';

const freshDir = () => makeTempDir('jokerwise-config');

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing configured', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PAYMENTS_PROVIDER: 'local',
      AI_PROVIDER: 'builtin',
      TRUST_PROXY: false,
      ADMIN_EMAILS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('generates APP_SECRET once, saves it in DATA_DIR and reuses it', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).APP_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).APP_SECRET).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number (0-65535)'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must start with postgres://',
    ],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'Invalid configuration: PAYMENTS_PROVIDER'],
    [
      { NODE_ENV: 'production' },
      'Invalid configuration: APP_SECRET is required when NODE_ENV=production',
    ],
    [{ APP_SECRET: 'short' }, 'Invalid configuration: APP_SECRET must be at least 32 characters'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'Invalid configuration: STRIPE_SECRET_KEY is required'],
    [{ AI_PROVIDER: 'webhook' }, 'Invalid configuration: AI_WEBHOOK_URL is required'],
    [{ PUBLIC_URL: 'not a url' }, 'Invalid configuration: PUBLIC_URL must be a URL'],
  ])('stops on %o with a line naming the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrowError(expected);
  });

  it('chooses Stripe when a Stripe key is set and parses the admin list', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      STRIPE_SECRET_KEY: 'sk_test_123',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
      TRUST_PROXY: '1',
    });
    expect(config.PAYMENTS_PROVIDER).toBe('stripe');
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never "trust all"', () => {
    const parse = (value: string) => loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value });
    expect(parse('2').TRUST_PROXY).toBe(2);
    expect(parse('10.0.0.1, 10.0.0.0/8, ::1').TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(parse('false').TRUST_PROXY).toBe(false);
    for (const bad of ['true', 'abc', '10.0.0.0/40', '999']) {
      expect(() => parse(bad)).toThrowError(
        'Invalid configuration: TRUST_PROXY must be a hop count',
      );
    }
  });

  const production = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) };

  it.each([
    [
      {},
      'Invalid configuration: PAYMENTS_PROVIDER must be set explicitly when NODE_ENV=production',
    ],
    [
      { PAYMENTS_PROVIDER: 'local', SMTP_URL: 'smtp://127.0.0.1:25' },
      'Invalid configuration: PAYMENTS_PROVIDER local runs the TEST MODE checkout; in production it needs ALLOW_TEST_PAYMENTS=true',
    ],
    [
      { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' },
      'Invalid configuration: SMTP_URL or RESEND_API_KEY is required when NODE_ENV=production',
    ],
    [{}, 'Invalid configuration: PUBLIC_URL is required when NODE_ENV=production'],
    [{}, 'Invalid configuration: EMAIL_FROM must be an address on a domain you send mail from'],
    [
      { EMAIL_FROM: 'Jokerwise <no-reply@mail.example.com>' },
      'Invalid configuration: EMAIL_FROM must be an address',
    ],
    [{ EMAIL_FROM: 'no-reply@shop.test' }, 'Invalid configuration: EMAIL_FROM must be an address'],
    [{ EMAIL_FROM: 'Jokerwise' }, 'Invalid configuration: EMAIL_FROM must be an address'],
  ])('refuses unsafe production configuration %o', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...production, ...env })).toThrowError(
      expected,
    );
  });

  it('runs production with an explicit provider and an e-mail transport', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      ...production,
      PAYMENTS_PROVIDER: 'local',
      ALLOW_TEST_PAYMENTS: 'true',
      RESEND_API_KEY: 're_x',
      PUBLIC_URL: 'https://jokerwise.app',
      EMAIL_FROM: 'Jokerwise <no-reply@mail.jokerwise.app>',
    });
    expect(config.ALLOW_TEST_PAYMENTS).toBe(true);
    expect(config.DEV_MODE).toBe(false);
  });
});
