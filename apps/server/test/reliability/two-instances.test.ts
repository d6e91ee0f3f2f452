import { randomInt } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/database';
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { connectRedis, type RedisClient } from '../../src/lib/redis-client';
import { me, signIn } from '../auth/auth-helpers';
import { FIXTURE_WEB_DIST, testConfig } from '../helpers/build-test-app';
import { createTestDatabase, TEST_ENGINE } from '../helpers/test-database';
import { warnSkipped } from './helpers/own-postgres';

// Scale-out (docs/operations.md#scaling-out): two server processes on one PostgreSQL and one
// Redis share sessions, sign-outs and rate limits.
const redisUrl = process.env.TEST_REDIS_URL;
const ready = TEST_ENGINE === 'postgres' && redisUrl;
if (!ready) {
  warnSkipped(
    'two instances sharing sessions and limits',
    'needs TEST_DATABASE_URL and TEST_REDIS_URL',
  );
}

async function twoInstances() {
  const shared = await createTestDatabase();
  const connectionString = process.env.TEST_DATABASE_URL ?? '';
  const schema = shared.jobs.kind === 'postgres' ? shared.jobs.schema : undefined;
  const instances: {
    app: Awaited<ReturnType<typeof buildApp>>;
    database: Database;
    jobs: JobQueue;
    redis: RedisClient;
  }[] = [];
  for (let index = 0; index < 2; index += 1) {
    const database =
      index === 0
        ? shared
        : await openDatabase({ kind: 'postgres', connectionString, ...(schema ? { schema } : {}) });
    const jobs = createJobQueue(database.jobs, pino({ level: 'silent' }));
    await jobs.start();
    const redis = await connectRedis(redisUrl ?? '');
    const app = await buildApp({
      config: testConfig(),
      database,
      jobs,
      redis,
      webDist: FIXTURE_WEB_DIST,
      logger: false,
    });
    instances.push({ app, database, jobs, redis });
  }
  afterAll(async () => {
    for (const { app, jobs, redis, database } of instances.reverse()) {
      await app.close();
      await jobs.stop();
      redis.disconnect();
      if (database !== shared) await database.close();
    }
    await shared.dispose();
  });
  return { instances, shared };
}

describe.runIf(ready)('two instances on one database and one Redis', () => {
  it('share sessions and sign-outs', async () => {
    const { instances, shared } = await twoInstances();
    const [first, second] = instances;
    if (!first || !second) throw new Error('two instances expected');
    const { token } = await signIn(first.app, shared, 'scale@example.com');
    expect((await me(second.app, token)).statusCode).toBe(200);
    const logout = await second.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(first.app, token)).statusCode).toBe(401);

    // One per-IP budget across both: 5 code requests a minute, whichever instance answers. The
    // counter lives in the shared Redis, so each run takes an address of its own.
    const ip = `10.44.${randomInt(256)}.${randomInt(256)}`;
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) {
      const target = request % 2 === 0 ? first.app : second.app;
      const response = await target.inject({
        method: 'POST',
        url: '/api/request-code',
        remoteAddress: ip,
        payload: { email: `scale-${request}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 60_000);
});
