import { z } from 'zod';
import type { RedisClient } from '../../lib/redis-client';

// One token bucket that every instance draws from (docs/decisions/021-crm-sync-rate-limit-and-
// retries.md). A bucket of capacity C refilled at r per second grants at most C + 10·r requests
// in any 10 s: 5 + 80 = 85, leaving 5 for calls granted apart that arrive together (network and
// event-loop jitter), so LeadConnector never counts more than 90 (its burst limit is 100).
// Redis holds it when REDIS_URL is set, else one row of crm_state, changed by a single UPDATE
// (crm-bucket.repository.ts).

export interface BucketShape {
  capacity: number;
  perSecond: number;
}

export const CRM_BUCKET: BucketShape = { capacity: 5, perSecond: 8 };
export const BUCKET_ID = 'leadconnector-bucket';

export interface RateGate {
  /** Takes one token: 0 when granted, else how many ms to wait before asking again. */
  take(nowMs: number): Promise<number>;
  /** Nobody takes a token before this time (Retry-After, an exhausted window, the circuit). */
  pauseUntil(untilMs: number): Promise<void>;
}

// The same bucket as a Lua script: Redis runs it atomically.
const TAKE_SCRIPT = `
local s = redis.call('HMGET', KEYS[1], 'tokens', 'at', 'paused')
local now = tonumber(ARGV[1]); local cap = tonumber(ARGV[2]); local perMs = tonumber(ARGV[3])
local tokens = tonumber(s[1]) or cap
local at = tonumber(s[2]) or now
local paused = tonumber(s[3]) or 0
if paused > now then return paused - now end
local avail = math.min(cap, tokens + math.max(0, now - at) * perMs)
if avail < 1 then return math.max(1, math.ceil((1 - avail) / perMs)) end
redis.call('HSET', KEYS[1], 'tokens', tostring(avail - 1), 'at', tostring(math.max(at, now)))
redis.call('PEXPIRE', KEYS[1], 3600000)
return 0`;

const PAUSE_SCRIPT = `
local paused = tonumber(redis.call('HGET', KEYS[1], 'paused')) or 0
if tonumber(ARGV[1]) > paused then redis.call('HSET', KEYS[1], 'paused', ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], 3600000)
return 0`;

const waitMs = z.coerce.number().int().nonnegative();

export function createRedisGate(
  redis: RedisClient,
  shape: BucketShape = CRM_BUCKET,
  name: string = BUCKET_ID,
): RateGate {
  const key = `jokerwise:crm:${name}`;
  return {
    async take(nowMs) {
      const answer: unknown = await redis.eval(
        TAKE_SCRIPT,
        1,
        key,
        String(nowMs),
        String(shape.capacity),
        String(shape.perSecond / 1000),
      );
      return waitMs.parse(answer);
    },
    async pauseUntil(untilMs) {
      await redis.eval(PAUSE_SCRIPT, 1, key, String(Math.ceil(untilMs)));
    },
  };
}
