import { Redis } from 'ioredis';

// The only file that imports ioredis: shared rate-limit counters when REDIS_URL is set
// (ARCHITECTURE §1).
export type RedisClient = Redis;

/** Connects and waits until Redis is ready, so the first request never meets a cold client. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await client.connect();
  return client;
}
