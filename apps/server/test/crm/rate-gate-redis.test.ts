import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisClient } from '../../src/lib/redis-client';
import { createRedisGate } from '../../src/modules/crm/rate-gate';

// With REDIS_URL the CRM bucket lives in Redis (docs/decisions/021-crm-sync-rate-limit-and-
// retries.md). CI sets TEST_REDIS_URL when the machine's Redis answers.
const redisUrl = process.env.TEST_REDIS_URL;
const clients: RedisClient[] = [];
afterAll(() => clients.forEach((client) => client.disconnect()));

async function client() {
  const redis = await connectRedis(redisUrl ?? '');
  clients.push(redis);
  return redis;
}

describe.runIf(redisUrl)('the CRM bucket in Redis', () => {
  it('lets at most 90 requests through in any 10 s for two instances', async () => {
    const first = await client();
    // A bucket of this test's own: one key per run.
    const key = randomUUID();
    const gates = [
      createRedisGate(first, undefined, key),
      createRedisGate(await client(), undefined, key),
    ];
    const granted: number[] = [];
    const startMs = Date.UTC(2026, 11, 1);
    for (let at = startMs; at < startMs + 30_000; at += 50) {
      for (const gate of gates) if ((await gate.take(at)) === 0) granted.push(at);
    }
    const peak = Math.max(
      ...granted.map((at) => granted.filter((other) => other >= at && other < at + 10_000).length),
    );
    // The bucket grants at most 85 in any 10 s; the rest of the 90 is left for arrival jitter.
    expect(peak).toBeLessThanOrEqual(85);
    expect(peak).toBeGreaterThanOrEqual(80);
  });

  it('holds every instance back while paused (Retry-After, the circuit)', async () => {
    const key = randomUUID();
    const gates = [
      createRedisGate(await client(), undefined, key),
      createRedisGate(await client(), undefined, key),
    ];
    const now = Date.UTC(2026, 11, 2);
    await gates[0]?.pauseUntil(now + 30_000);
    expect(await gates[1]?.take(now + 1000)).toBe(29_000);
    expect(await gates[1]?.take(now + 30_000)).toBe(0);
  });
});
