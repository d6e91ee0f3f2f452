import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/error-handler';
import { registerSecurity } from '../src/http/security';
import { connectRedis, type RedisClient } from '../src/lib/redis-client';

// With REDIS_URL, all instances share one counter (docs/architecture.md#runtime-pieces). CI sets TEST_REDIS_URL when
// the machine's Redis answers; a laptop without Redis runs the in-process store tests only.
const redisUrl = process.env.TEST_REDIS_URL;
const clients: RedisClient[] = [];
afterAll(() => clients.forEach((client) => client.disconnect()));

async function instance(path: string) {
  const redis = await connectRedis(redisUrl ?? '');
  clients.push(redis);
  const app = Fastify();
  registerErrorHandling(app);
  await registerSecurity(app, { globalRateLimit: 1000, redis });
  app.get(path, { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return app;
}

describe.runIf(redisUrl)('rate limits in Redis', () => {
  it('counts requests across two server instances', async () => {
    const path = `/api/probe-${randomUUID()}`;
    const first = await instance(path);
    const second = await instance(path);
    expect((await first.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const third = await first.inject({ method: 'GET', url: path });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
    await first.close();
    await second.close();
  });
});
