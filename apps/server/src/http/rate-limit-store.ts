import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../lib/redis-client';

// Rate-limit counters shared through Redis (docs/architecture.md). When Redis stops answering,
// each instance counts in its own memory instead (fail-open per instance: limits still hold per
// process, only no longer across processes), logs the outage once, and goes back to Redis as
// soon as it answers again (docs/operations.md#what-the-product-survives).

interface Counter {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result?: Counter) => void;

const INCREMENT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;

/** Keys beyond this many in the fallback are evicted oldest first, so memory stays bounded. */
const LOCAL_KEY_LIMIT = 20_000;

class LocalCounters {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  increment(key: string, timeWindowMs: number, now: number): Counter {
    const open = this.windows.get(key);
    if (open && open.resetAt > now) {
      open.current += 1;
      return { current: open.current, ttl: open.resetAt - now };
    }
    this.windows.delete(key);
    if (this.windows.size >= LOCAL_KEY_LIMIT) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(key, { current: 1, resetAt: now + timeWindowMs });
    return { current: 1, ttl: timeWindowMs };
  }
}

/** Shared by every route's store: one outage, one log line, one fallback. */
export class RedisOutage {
  private down = false;
  readonly local = new LocalCounters();

  constructor(private readonly logger: FastifyBaseLogger) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(
      { err: error },
      'Redis is not answering: rate limits fall back to this process until it returns',
    );
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info('Redis answers again: rate limits are shared across instances again');
  }
}

function parseCounter(reply: unknown): Counter | null {
  if (!Array.isArray(reply) || reply.length !== 2) return null;
  const [current, ttl] = reply.map(Number);
  return current === undefined || ttl === undefined || Number.isNaN(current + ttl)
    ? null
    : { current, ttl };
}

/** The route a child store counts for; the plugin passes it as `routeInfo`. */
function routePrefix(options: object): string {
  const info = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof info !== 'object' || info === null) return '';
  const method = 'method' in info && typeof info.method === 'string' ? info.method : '';
  const url = 'url' in info && typeof info.url === 'string' ? info.url : '';
  return `${method}${url}-`;
}

class FailoverRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly outage: RedisOutage,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    const fullKey = this.prefix + key;
    this.redis
      .eval(INCREMENT, 1, fullKey, String(timeWindow))
      .then((reply) => {
        const counter = parseCounter(reply);
        if (!counter) throw new Error('unexpected rate-limit reply from Redis');
        this.outage.recovered();
        callback(null, counter);
      })
      .catch((error: unknown) => {
        this.outage.failed(error);
        callback(null, this.outage.local.increment(fullKey, timeWindow, Date.now()));
      });
  }

  child(options: object): FastifyRateLimitStore {
    return new FailoverRateLimitStore(this.redis, this.outage, this.prefix + routePrefix(options));
  }
}

/**
 * The store class @fastify/rate-limit instantiates (`store` option): one for the global limit,
 * and a `child` per route that sets limits of its own.
 */
export function failoverRateLimitStore(
  redis: RedisClient,
  outage: RedisOutage,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  return class extends FailoverRateLimitStore {
    constructor() {
      super(redis, outage, nameSpace);
    }
  };
}
