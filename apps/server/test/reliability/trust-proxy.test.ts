import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/build-test-app';

// Behind a reverse proxy the client's address comes from the right end of X-Forwarded-For,
// where our proxy appends it; what a client writes there never buys a fresh per-IP budget
// (ADR 013, docs/operations.md#behind-a-reverse-proxy).
const byHops = await buildTestApp({ config: testConfig({ TRUST_PROXY: '1' }) });
const byAddress = await buildTestApp({ config: testConfig({ TRUST_PROXY: '127.0.0.1' }) });

type App = typeof byHops.app;

/** Six sign-in code requests (5 a minute per IP are allowed), each with a new forged address. */
async function sixForgedRequests(app: App, remoteAddress: string, realClient: string | null) {
  const statuses: number[] = [];
  for (let request = 0; request < 6; request += 1) {
    const forged = `198.51.100.${request + 1}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-code',
      remoteAddress,
      headers: { 'x-forwarded-for': realClient ? `${forged}, ${realClient}` : forged },
      payload: { email: `proxy-${remoteAddress}-${request}@example.com` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('with a hop count, forged X-Forwarded-For entries do not dodge the per-IP limit', async () => {
    const statuses = await sixForgedRequests(byHops.app, '127.0.0.1', '203.0.113.7');
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('with a list of proxies, the same holds through the proxy', async () => {
    const statuses = await sixForgedRequests(byAddress.app, '127.0.0.1', '203.0.113.8');
    expect(statuses[5]).toBe(429);
  });

  it('with a list of proxies, a client that is not a proxy is counted by its own address', async () => {
    const statuses = await sixForgedRequests(byAddress.app, '203.0.113.9', null);
    expect(statuses[5]).toBe(429);
  });
});
