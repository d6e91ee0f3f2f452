import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { connectRedis, type RedisClient } from '../../src/lib/redis-client';
import { buildTestAppOn, testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';
import { createOwnRedis, type OwnRedis } from '../reliability/helpers/own-redis';
import { warnSkipped } from '../reliability/helpers/own-postgres';
import { me, readLatestCode, signIn } from './auth-helpers';

// The in-process session cache (docs/decisions/028-session-cache-and-revocation.md): two
// instances on one database and one Redis, each with a cache of its own. The clock stands
// still, so an entry never ages out during a test: whatever makes an instance read the
// database again is a revocation (or a Redis outage), never the cache's lifetime.
const NOW = new Date('2026-03-02T10:00:00Z');
const clock = () => NOW;
const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function sharedRedis(): Promise<RedisClient | undefined> {
  try {
    return await connectRedis(SHARED_REDIS);
  } catch {
    warnSkipped('session revocation across instances', `no Redis at ${SHARED_REDIS}`);
    return undefined;
  }
}

const database = await createTestDatabase();
const clients = [await sharedRedis(), await sharedRedis()];
afterAll(async () => {
  for (const client of clients) client?.disconnect();
  await database.dispose();
});

async function renameDirectly(userId: string, username: string) {
  // Behind the app's back: no revocation follows this write.
  await database.db.update(users).set({ username }).where(eq(users.id, userId));
}

const username = async (app: FastifyInstance, token: string) =>
  (await me(app, token)).json<{ username: string | null }>().username;

describe.runIf(clients.every(Boolean))('two instances sharing Redis', async () => {
  // A channel of this run's own: other test files and runs share the machine's Redis.
  const sessionChannel = `jokerwise-test:${randomUUID()}`;
  const config = testConfig({ ADMIN_EMAILS: 'boss@example.com' });
  const instance = (redis: RedisClient | undefined) =>
    buildTestAppOn(database, { config, clock, sessionChannel, ...(redis ? { redis } : {}) });
  // One after the other: both start job queues on the one database.
  const first = await instance(clients[0]);
  const second = await instance(clients[1]);

  // Rate-limit counters live in the shared Redis too: each run calls from an address of its own.
  const remoteAddress = `10.28.${randomInt(256)}.${randomInt(256)}`;
  const call = (
    app: FastifyInstance,
    request: { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: object },
  ) =>
    app.inject({
      method: request.method,
      url: request.url,
      remoteAddress,
      ...(request.token ? { headers: { authorization: `Bearer ${request.token}` } } : {}),
      ...(request.payload ? { payload: request.payload } : {}),
    });
  const meOn = (app: FastifyInstance, token: string) =>
    call(app, { method: 'GET', url: '/api/me', token });
  const usernameOn = async (app: FastifyInstance, token: string) =>
    (await meOn(app, token)).json<{ username: string | null }>().username;

  async function signedIn(email: string) {
    const payload = { email };
    expect(
      (await call(first, { method: 'POST', url: '/api/request-code', payload })).statusCode,
    ).toBe(200);
    const code = await readLatestCode(database, email);
    const verified = await call(first, {
      method: 'POST',
      url: '/api/verify-code',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    const { token, user } = verified.json<{ token: string; user: { id: string } }>();
    return { token, id: user.id };
  }

  it('answers a signed-in request from memory', async () => {
    const player = await signedIn('cached@example.com');
    expect((await meOn(second, player.token)).statusCode).toBe(200);
    await renameDirectly(player.id, 'renamed_behind');
    expect(await usernameOn(second, player.token)).not.toBe('renamed_behind');
  });

  it('refuses a token signed out on the other instance at once', async () => {
    const player = await signedIn('leaver@example.com');
    expect((await meOn(first, player.token)).statusCode).toBe(200);
    expect((await meOn(second, player.token)).statusCode).toBe(200);
    const logout = await call(first, { method: 'POST', url: '/api/logout', token: player.token });
    expect(logout.statusCode).toBe(200);
    expect((await meOn(second, player.token)).statusCode).toBe(401);
    expect((await meOn(first, player.token)).statusCode).toBe(401);
  });

  it('shows a staff grant on the other instance at once', async () => {
    const boss = await signedIn('boss@example.com');
    const player = await signedIn('promoted@example.com');
    expect((await meOn(second, player.token)).json()).toMatchObject({ isAdmin: false });
    const grant = await call(first, {
      method: 'POST',
      url: `/api/admin/users/${player.id}/admin`,
      token: boss.token,
      payload: { isAdmin: true },
    });
    expect(grant.statusCode).toBe(200);
    expect((await meOn(second, player.token)).json()).toMatchObject({ isAdmin: true });
  });

  it("drops the caller's cached sessions everywhere after a write of theirs", async () => {
    const player = await signedIn('writer@example.com');
    expect((await meOn(second, player.token)).statusCode).toBe(200);
    await renameDirectly(player.id, 'after_write');
    const write = await call(first, {
      method: 'PUT',
      url: '/api/session-recording/preference',
      token: player.token,
      payload: { optedOut: true },
    });
    expect(write.statusCode).toBe(200);
    expect(await usernameOn(second, player.token)).toBe('after_write');
  });
});

describe('one instance without Redis', async () => {
  const app = await buildTestAppOn(database, { clock });

  it('refuses a signed-out token at once', async () => {
    const { token } = await signIn(app, database, 'alone@example.com');
    expect((await me(app, token)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(app, token)).statusCode).toBe(401);
  });
});

const own = await createOwnRedis();
if (typeof own === 'string') warnSkipped('session cache during a Redis outage', own);
const ownClient = typeof own === 'string' ? undefined : await connectRedis(own.url);
afterAll(async () => {
  ownClient?.disconnect();
  if (typeof own !== 'string') await own.stop();
});

describe.runIf(ownClient)('when Redis goes away', async () => {
  const app = await buildTestAppOn(database, {
    clock,
    ...(ownClient ? { redis: ownClient } : {}),
  });

  it('reads every session from the database while Redis is away', async () => {
    const { token, user } = await signIn(app, database, 'outage@example.com');
    expect((await me(app, token)).statusCode).toBe(200);
    await renameDirectly(String(user.id), 'seen_in_outage');
    expect(await username(app, token)).not.toBe('seen_in_outage');

    await (own as OwnRedis).stop();
    // The subscription's drop is noticed by the connection's own events, not by this request.
    let seen: string | null = null;
    for (let attempt = 0; attempt < 100 && seen !== 'seen_in_outage'; attempt += 1) {
      seen = await username(app, token);
      if (seen !== 'seen_in_outage') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe('seen_in_outage');
    expect((await me(app, token)).statusCode).toBe(200);

    // Back on Redis, the cache is trusted again once the subscription is.
    await (own as OwnRedis).start();
    let cachedAgain = false;
    for (let attempt = 0; attempt < 100 && !cachedAgain; attempt += 1) {
      await me(app, token);
      await renameDirectly(String(user.id), `back_${attempt}`);
      cachedAgain = (await username(app, token)) !== `back_${attempt}`;
      if (!cachedAgain) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cachedAgain).toBe(true);
  });
});
