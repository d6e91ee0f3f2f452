import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { crmState } from '../../db/schema';
import type { RedisClient } from '../../lib/redis-client';

// One token bucket that every instance draws from (docs/decisions/021-crm-sync-rate-limit-and-
// retries.md). A bucket of capacity C refilled at r per second grants at most C + 10·r requests
// in any 10 s: 5 + 80 = 85, leaving 5 for calls granted apart that arrive together (network and
// event-loop jitter), so LeadConnector never counts more than 90 (its burst limit is 100).
// Redis holds it when REDIS_URL is set, else one row of crm_state, changed by a single UPDATE.

export interface BucketShape {
  capacity: number;
  perSecond: number;
}

export const CRM_BUCKET: BucketShape = { capacity: 5, perSecond: 8 };
const BUCKET_ID = 'leadconnector-bucket';

export interface RateGate {
  /** Takes one token: 0 when granted, else how many ms to wait before asking again. */
  take(nowMs: number): Promise<number>;
  /** Nobody takes a token before this time (Retry-After, an exhausted window, the circuit). */
  pauseUntil(untilMs: number): Promise<void>;
}

const bucketRow = z.object({
  tokens: z.number(),
  refilledAtMs: z.number(),
  pausedUntilMs: z.number(),
});

export function createDatabaseGate(db: Db, shape: BucketShape = CRM_BUCKET): RateGate {
  const perMs = shape.perSecond / 1000;
  let ensured = false;
  async function ensureRow(nowMs: number) {
    if (ensured) return;
    await db
      .insert(crmState)
      .values({ id: BUCKET_ID, tokens: shape.capacity, refilledAtMs: nowMs, pausedUntilMs: 0 })
      .onConflictDoNothing();
    ensured = true;
  }
  return {
    async take(nowMs) {
      await ensureRow(nowMs);
      // One statement: concurrent takers serialise on the row, and each re-reads the row it
      // updates, so two instances never spend the same token.
      const available = sql`least(${shape.capacity}::float8, ${crmState.tokens} + greatest(0, ${nowMs}::float8 - ${crmState.refilledAtMs}) * ${perMs}::float8)`;
      const taken = await db
        .update(crmState)
        .set({
          tokens: sql`${available} - 1`,
          refilledAtMs: sql`greatest(${crmState.refilledAtMs}, ${nowMs}::bigint)`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(crmState.id, BUCKET_ID),
            lte(crmState.pausedUntilMs, nowMs),
            sql`${available} >= 1`,
          ),
        )
        .returning({ id: crmState.id });
      if (taken.length > 0) return 0;
      const [row] = await db
        .select({
          tokens: crmState.tokens,
          refilledAtMs: crmState.refilledAtMs,
          pausedUntilMs: crmState.pausedUntilMs,
        })
        .from(crmState)
        .where(eq(crmState.id, BUCKET_ID));
      const state = bucketRow.parse(row);
      if (state.pausedUntilMs > nowMs) return state.pausedUntilMs - nowMs;
      const tokens = Math.min(
        shape.capacity,
        state.tokens + Math.max(0, nowMs - state.refilledAtMs) * perMs,
      );
      return Math.max(1, Math.ceil((1 - tokens) / perMs));
    },
    async pauseUntil(untilMs) {
      await ensureRow(untilMs);
      await db
        .update(crmState)
        .set({
          pausedUntilMs: sql`greatest(${crmState.pausedUntilMs}, ${Math.ceil(untilMs)}::bigint)`,
          updatedAt: sql`now()`,
        })
        .where(eq(crmState.id, BUCKET_ID));
    },
  };
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
