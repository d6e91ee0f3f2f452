import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';

// The default per-IP limits (docs/product/accounts.md): request-code 5/min, verify-code 10/min,
// check-username 30/min.
const { app } = await buildTestApp();

async function hammer(url: string, times: number, payload: (i: number) => object) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await app.inject({ method: 'POST', url, payload: payload(i) })).statusCode);
  }
  return statuses;
}

describe('per-IP limits', () => {
  it.each([
    ['/api/request-code', 5, (i: number) => ({ email: `ip${i}@example.com` })],
    ['/api/verify-code', 10, (i: number) => ({ email: `ip${i}@example.com`, code: '000000' })],
    ['/api/check-username', 30, (i: number) => ({ username: `name_${i}` })],
  ])(
    '%s allows %i requests a minute, then answers 429 with Retry-After',
    async (url, max, payload) => {
      const statuses = await hammer(url, max, payload);
      expect(statuses.every((status) => status !== 429)).toBe(true);
      const over = await app.inject({ method: 'POST', url, payload: payload(max) });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json().error.code).toBe('RATE_LIMITED');
    },
  );
});
