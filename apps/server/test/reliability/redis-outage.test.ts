import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/lib/redis-client';
import { RedisOutage } from '../../src/http/rate-limit-store';
import { buildTestApp } from '../helpers/build-test-app';
import { createOwnRedis, type OwnRedis } from './helpers/own-redis';
import { warnSkipped } from './helpers/own-postgres';

// Redis going away: rate limits fall back to each process (logged once per outage), no route
// answers 500 because of it, /api/health says degraded; back on Redis when it returns
// (docs/operations.md#what-the-product-survives).
const own = await createOwnRedis();
if (typeof own === 'string') warnSkipped('Redis outage tests', own);
const redis = typeof own === 'string' ? undefined : await connectRedis(own.url);
afterAll(async () => {
  redis?.disconnect();
  if (typeof own !== 'string') await own.stop();
});

const lines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);

const { app } = await buildTestApp(redis ? { redis } : {});
const score = (ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/calculator/score',
    remoteAddress: ip,
    payload: { cards: [] },
  });

async function waitForHealth(redisState: 'up' | 'down') {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    if (health.json<{ redis: string }>().redis === redisState) return health;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`health never said redis ${redisState}`);
}

describe.runIf(redis)('Redis going away', () => {
  const cluster = own as OwnRedis;

  it('keeps answering, keeps limiting per process, and reports degraded health', async () => {
    expect((await waitForHealth('up')).statusCode).toBe(200);
    const before = await score('10.1.0.1');
    expect(before.statusCode).toBeLessThan(500);

    await cluster.stop();
    const health = await waitForHealth('down');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

    const statuses: number[] = [];
    for (let request = 0; request < 130; request += 1)
      statuses.push((await score('10.1.0.2')).statusCode);
    expect(statuses.every((status) => status < 500)).toBe(true);
    // The calculator allows 120 a minute per address: the in-process fallback still enforces it.
    expect(statuses).toContain(429);

    await cluster.start();
    expect((await waitForHealth('up')).json()).toMatchObject({ status: 'ok', redis: 'up' });
    expect((await score('10.1.0.3')).statusCode).toBeLessThan(500);
  }, 60_000);

  it('logs an outage once, and its end once', () => {
    const outage = new RedisOutage(logger);
    for (let failure = 0; failure < 5; failure += 1) outage.failed(new Error('ECONNREFUSED'));
    outage.recovered();
    outage.recovered();
    expect(lines.filter((line) => line.includes('rate limits fall back'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Redis answers again'))).toHaveLength(1);
  });
});
