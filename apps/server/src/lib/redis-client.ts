import { Redis } from 'ioredis';

// The only file that imports ioredis: shared rate-limit counters when REDIS_URL is set
// (docs/architecture.md).
export type RedisClient = Redis;

/** Connects and waits until Redis is ready, so the first request never meets a cold client. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    // A Redis that hangs must not hold requests: the rate limiter falls back after this long.
    commandTimeout: 500,
  });
  // ioredis reports every failed reconnect as an 'error' event; the users of the client (the
  // rate limiter, /api/health) report an outage themselves, once. The last one explains a
  // failed first connect better than ioredis's own "Connection is closed".
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw lastError ?? error;
  }
  return client;
}
