import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessionRecordingChunks, sessionRecordings, users } from '../../db/schema';

export type RecordingRow = typeof sessionRecordings.$inferSelect;
export type ChunkRow = typeof sessionRecordingChunks.$inferSelect;

export async function findRecordingUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      plan: users.subscriptionPlan,
      isAdmin: users.isAdmin,
      optedOut: users.recordingOptOut,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertRecording(
  db: Db,
  values: { userId: string; plan: string | null; isAdmin: boolean; startedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessionRecordings)
    .values(values)
    .returning({ id: sessionRecordings.id });
  if (!row) throw new Error('recording not inserted');
  return row.id;
}

/** The recording, locked for this transaction so concurrent batches number their chunks apart. */
export async function lockRecording(db: Db, id: string): Promise<RecordingRow | null> {
  const [row] = await db
    .select()
    .from(sessionRecordings)
    .where(eq(sessionRecordings.id, id))
    .for('update');
  return row ?? null;
}

export async function appendChunk(
  db: Db,
  recording: RecordingRow,
  chunk: {
    page: string;
    events: Buffer;
    eventCount: number;
    firstEventAt: number;
    lastEventAt: number;
    at: Date;
    pages: string[];
  },
): Promise<ChunkRow> {
  const seq = recording.chunkCount + 1;
  const [row] = await db
    .insert(sessionRecordingChunks)
    .values({
      recordingId: recording.id,
      seq,
      eventCount: chunk.eventCount,
      page: chunk.page,
      events: chunk.events,
      createdAt: chunk.at,
    })
    .returning();
  if (!row) throw new Error('chunk not inserted');
  await db
    .update(sessionRecordings)
    .set({
      chunkCount: seq,
      eventCount: recording.eventCount + chunk.eventCount,
      storedBytes: recording.storedBytes + chunk.events.length,
      lastBatchAt: chunk.at,
      firstEventAt: Math.min(recording.firstEventAt ?? chunk.firstEventAt, chunk.firstEventAt),
      lastEventAt: Math.max(recording.lastEventAt ?? chunk.lastEventAt, chunk.lastEventAt),
      pages: chunk.pages,
    })
    .where(eq(sessionRecordings.id, recording.id));
  return row;
}

export async function listRecordingRows(
  db: Db,
  query: { limit: number; before?: { startedAt: Date; id: string }; userId?: string },
): Promise<RecordingRow[]> {
  const conditions = [sql`${sessionRecordings.chunkCount} > 0`];
  if (query.before) {
    conditions.push(
      sql`(${sessionRecordings.startedAt}, ${sessionRecordings.id}) < (${query.before.startedAt.toISOString()}::timestamptz, ${query.before.id}::uuid)`,
    );
  }
  if (query.userId) conditions.push(eq(sessionRecordings.userId, query.userId));
  return db
    .select()
    .from(sessionRecordings)
    .where(and(...conditions))
    .orderBy(desc(sessionRecordings.startedAt), desc(sessionRecordings.id))
    .limit(query.limit);
}

export async function findRecording(db: Db, id: string): Promise<RecordingRow | null> {
  const [row] = await db.select().from(sessionRecordings).where(eq(sessionRecordings.id, id));
  return row ?? null;
}

export async function readChunks(
  db: Db,
  recordingId: string,
  fromSeq: number,
  limit: number,
): Promise<ChunkRow[]> {
  return db
    .select()
    .from(sessionRecordingChunks)
    .where(
      and(
        eq(sessionRecordingChunks.recordingId, recordingId),
        gte(sessionRecordingChunks.seq, fromSeq),
      ),
    )
    .orderBy(asc(sessionRecordingChunks.seq))
    .limit(limit);
}

export async function findChunk(db: Db, id: string) {
  const [row] = await db
    .select({ chunk: sessionRecordingChunks, recording: sessionRecordings })
    .from(sessionRecordingChunks)
    .innerJoin(sessionRecordings, eq(sessionRecordings.id, sessionRecordingChunks.recordingId))
    .where(eq(sessionRecordingChunks.id, id));
  return row ?? null;
}

/** Retention: recordings started before the cutoff go, their chunks with them (cascade). */
export async function deleteRecordingsStartedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(sessionRecordings)
    .where(lt(sessionRecordings.startedAt, cutoff))
    .returning({ id: sessionRecordings.id });
  return deleted.length;
}

export async function deleteUserRecordings(db: Db, userId: string): Promise<void> {
  await db.delete(sessionRecordings).where(eq(sessionRecordings.userId, userId));
}

export async function readOptOut(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ optedOut: users.recordingOptOut })
    .from(users)
    .where(eq(users.id, userId));
  return row?.optedOut ?? false;
}

export async function writeOptOut(db: Db, userId: string, optedOut: boolean): Promise<void> {
  await db.update(users).set({ recordingOptOut: optedOut }).where(eq(users.id, userId));
}
