import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';

const { app } = await buildTestApp();

describe('serving the web app', () => {
  it.each(['/', '/dashboard', '/jokerwise-ai', '/some/unknown/path?x=1'])(
    'answers %s with the SPA so the client router decides',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves fingerprinted assets with long-cache headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-test.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses responses for clients that accept it', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.headers['content-encoding']).toBe('br');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404 in the error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route matches GET /api/no-such-thing.' },
    });
  });

  it('answers a known API path with the wrong method with 405 and Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('sends a strict content security policy that forbids framing and inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/health'].get.responses['200']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
