import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCS_CSP } from '../src/http/openapi';
import { buildTestApp, testConfig } from './helpers/build-test-app';

// What every answer says about caching and framing (docs/architecture.md, security baseline).
const { app } = await buildTestApp();

describe('response headers', () => {
  it('marks API answers no-store and with their request id, including errors', async () => {
    for (const url of ['/api/health', '/api/me', '/api/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps the fingerprinted asset cache and never serves source maps', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-test.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const map = await app.inject({ method: 'GET', url: '/assets/app-test.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toBe('map\n');
  });

  it("sends the build's pre-compressed file when the browser takes it", async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/app-test.js' });
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/app-test.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const stray = await app.inject({ method: 'GET', url: '/assets/app-test.js.br' });
    expect(stray.statusCode).toBe(404);
  });

  it('does not count web app files against the per-IP API limit', async () => {
    const statuses = new Set<number>();
    for (let request = 0; request < 650; request += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/app-test.js',
        remoteAddress: '10.9.9.9',
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('gives the docs page its own policy: no framing, no https: wildcard', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toBe(DOCS_CSP);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('https:');
    const page = await app.inject({ method: 'GET', url: '/faq' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('gives JSON answers the header set for APIs and pages the page set (ADR 037)', async () => {
    for (const url of ['/api/health', '/api/me', '/api/nope']) {
      const api = await app.inject({ method: 'GET', url });
      expect(api.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      expect(api.headers['strict-transport-security'], url).toContain('max-age=');
      expect(api.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    for (const url of ['/', '/faq', '/assets/app-test.js', '/api/docs/']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['x-dns-prefetch-control'], url).toBe('off');
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(page.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});

describe('TEST MODE strip', () => {
  it('is part of every page while payments take no real money', async () => {
    for (const url of ['/', '/faq', '/jokerwise-ai', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toMatch(/<body[^>]*><div role="note" aria-label="Test mode"/);
      expect(page.body).toContain('TEST MODE');
    }
  });

  it('is absent when payments are live', async () => {
    const live = await buildTestApp({
      config: testConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_example' }),
    });
    const page = await live.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('TEST MODE');
  });
});

describe('local mailbox announcement', () => {
  it('is in the page of a development server only', async () => {
    const development = await buildTestApp({ config: testConfig({ NODE_ENV: 'development' }) });
    const devPage = await development.app.inject({ method: 'GET', url: '/verify' });
    expect(devPage.body).toContain('<meta name="jokerwise-dev-mailbox" content="/dev-mailbox" />');
    const page = await app.inject({ method: 'GET', url: '/verify' });
    expect(page.body).not.toContain('jokerwise-dev-mailbox');
  });
});
