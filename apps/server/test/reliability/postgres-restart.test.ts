import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { me, signIn } from '../auth/auth-helpers';
import { buildTestAppOn } from '../helpers/build-test-app';
import { createOwnPostgres, warnSkipped } from './helpers/own-postgres';

// PostgreSQL restarting, failing over or hanging must not end the server: requests in between
// answer 503 DATABASE_UNAVAILABLE, and the pool reconnects when the database is back
// (docs/operations.md#what-the-product-survives).
const own = await createOwnPostgres();
if (typeof own === 'string') warnSkipped('PostgreSQL restart and hang tests', own);

async function startApp(url: string) {
  const database = await openDatabase({
    kind: 'postgres',
    connectionString: url,
    timeouts: { connectMs: 1_000, statementMs: 1_500, queryMs: 2_000 },
    onConnectionError: () => undefined,
  });
  const app = await buildTestAppOn(database, {
    authLimits: { perIpPerMinute: { requestCode: 1000, verifyCode: 1000, checkUsername: 1000 } },
    // Every /api/me goes to the database: the traffic below measures the database's outage, which
    // the session cache would otherwise hide for a few seconds (docs/decisions/028-*.md).
    sessionCache: { ttlMs: 0 },
  });
  afterAll(() => database.close().catch(() => undefined));
  // The test owns the cluster; the helpers' database type carries a dispose it does not need.
  return { app, database: { ...database, dispose: () => database.close() } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(typeof own !== 'string')('PostgreSQL going away', () => {
  const cluster = typeof own === 'string' ? null : own;
  afterAll(() => cluster?.destroy());

  it('answers 503 while the database restarts mid-traffic and 200 once it is back', async () => {
    if (!cluster) return;
    const { app, database } = await startApp(cluster.url);
    const { token } = await signIn(app, database, 'restart@example.com');
    expect((await me(app, token)).statusCode).toBe(200);

    const statuses: number[] = [];
    const codes = new Set<string>();
    let traffic = true;
    const load = (async () => {
      while (traffic) {
        const response = await me(app, token);
        statuses.push(response.statusCode);
        if (response.statusCode !== 200)
          codes.add(response.json<{ error: { code: string } }>().error.code);
        await sleep(20);
      }
    })();

    await sleep(300);
    cluster.stop('fast');
    await sleep(1_500);
    cluster.start();
    // The pool makes new connections on its own; wait until a request gets through.
    let back = 0;
    for (let attempt = 0; attempt < 100 && back !== 200; attempt += 1) {
      back = (await me(app, token)).statusCode;
      if (back !== 200) await sleep(200);
    }
    traffic = false;
    await load;

    expect(back).toBe(200);
    expect(statuses).toContain(503);
    expect(new Set(statuses.filter((status) => status !== 200))).toEqual(new Set([503]));
    expect([...codes]).toEqual(['DATABASE_UNAVAILABLE']);
  }, 120_000);

  it('answers 503 instead of hanging when the database stops answering', async () => {
    if (!cluster) return;
    const { app, database } = await startApp(cluster.url);
    const { token } = await signIn(app, database, 'hang@example.com');
    cluster.freeze();
    try {
      const response = await me(app, token);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      cluster.thaw();
    }
    let back = 0;
    for (let attempt = 0; attempt < 50 && back !== 200; attempt += 1) {
      back = (await me(app, token)).statusCode;
      if (back !== 200) await sleep(200);
    }
    expect(back).toBe(200);
  }, 120_000);
});
