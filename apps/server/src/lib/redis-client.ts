import { Redis } from 'ioredis';

// The only file that imports ioredis: shared rate-limit counters when REDIS_URL is set
// (ARCHITECTURE §1).
export type RedisClient = Redis;

export function createRedisClient(url: string): RedisClient {
  return new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}
