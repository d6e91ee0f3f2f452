import { describe, expect, it } from 'vitest';
import { requestCode } from './auth/auth-helpers';
import { buildTestApp, testConfig } from './helpers/build-test-app';

// A request refused by a per-IP limit never pays for the session read: the limits run at
// onRequest, the caller is resolved at preParsing (route-policy.ts).
let resolved = 0;
const { app } = await buildTestApp({
  resolvePrincipal: () => {
    resolved += 1;
    return Promise.resolve(null);
  },
  authLimits: { perIpPerMinute: { requestCode: 5, verifyCode: 10, checkUsername: 3 } },
});

describe('the order of limits and the session check', () => {
  it('resolves the caller only for requests the rate limit lets through', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/check-username',
        remoteAddress: '10.77.0.1',
        payload: { username: `player${request}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(resolved).toBe(3);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every route limit', async () => {
    const scaled = await buildTestApp({
      config: testConfig({ RATE_LIMIT_SCALE: '2' }),
      authLimits: { perIpPerMinute: { requestCode: 5, verifyCode: 10, checkUsername: 3 } },
    });
    const statuses: number[] = [];
    for (let request = 0; request < 7; request += 1) {
      const response = await scaled.app.inject({
        method: 'POST',
        url: '/api/check-username',
        remoteAddress: '10.77.0.2',
        payload: { username: `scaled${request}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('shortens the per-address resend cooldown by the same factor', async () => {
    const start = new Date('2026-03-01T12:00:00Z').getTime();
    let now = new Date(start);
    const clock = () => now;
    const plain = await buildTestApp({ clock });
    const scaled = await buildTestApp({ clock, config: testConfig({ RATE_LIMIT_SCALE: '10' }) });
    const statuses = async (app: typeof plain.app) => {
      now = new Date(start);
      const first = await requestCode(app, { email: 'cooldown-scale@example.com' });
      now = new Date(start + 3_100);
      const second = await requestCode(app, { email: 'cooldown-scale@example.com' });
      return [first.statusCode, second.statusCode];
    };
    // 30 s by default; a tenth of it, 3 s, at RATE_LIMIT_SCALE=10.
    expect(await statuses(plain.app)).toEqual([200, 429]);
    expect(await statuses(scaled.app)).toEqual([200, 200]);
  });
});
