// The CRM token bucket (rate-gate.ts) kept in one row of crm_state when there is no Redis.
import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { crmState } from '../../db/schema';
import { BUCKET_ID, CRM_BUCKET, type BucketShape, type RateGate } from './rate-gate';

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
