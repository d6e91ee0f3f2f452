import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'jokerwise-config-'));

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
      TRUST_PROXY: 'true',
    });
    expect(config.PAYMENTS_PROVIDER).toBe('stripe');
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.TRUST_PROXY).toBe(true);
  });
});
