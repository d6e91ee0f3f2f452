import {
  recordingSummarySchema,
  type RecordingEvents,
  type RecordingList,
  type RecordingListQuery,
  type RecordingSummary,
} from '@jokerwise/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { recordAdminAction, type AdminActor } from '../admin';
import { decodeEvents } from './event-codec';
import type { RecordingDeps } from './recording-deps';
import {
  findRecording,
  listRecordingRows,
  readChunks,
  type RecordingRow,
} from './recordings.repository';

/** Chunks per replay page: at most 20 × 512 KB of JSON in one answer. */
export const REPLAY_PAGE_CHUNKS = 20;

function toSummary(row: RecordingRow): RecordingSummary {
  return {
    id: row.id,
    userId: row.userId,
    plan: recordingSummarySchema.shape.plan.parse(row.plan),
    isAdmin: row.isAdmin,
    startedAt: row.startedAt.toISOString(),
    durationMs: Math.max(0, (row.lastEventAt ?? 0) - (row.firstEventAt ?? 0)),
    pages: row.pages,
    eventCount: row.eventCount,
    storedBytes: row.storedBytes,
  };
}

function parseCursor(cursor: string): { startedAt: Date; id: string } {
  const [at = '', id = ''] = cursor.split('_');
  const startedAt = new Date(at);
  const year = startedAt.getUTCFullYear();
  // A year PostgreSQL cannot read (or NaN) is not a cursor we handed out.
  if (!(year >= 2000 && year <= 9999) || !z.uuid().safeParse(id).success) {
    throw new AppError(400, 'INVALID_CURSOR', 'before must be a cursor from a previous page.');
  }
  return { startedAt, id };
}

/** Recordings with at least one batch, newest first. */
export async function listRecordings(
  deps: RecordingDeps,
  query: RecordingListQuery,
): Promise<RecordingList> {
  const rows = await listRecordingRows(deps.db, {
    limit: query.limit + 1,
    ...(query.before ? { before: parseCursor(query.before) } : {}),
    ...(query.userId ? { userId: query.userId } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    recordings: page.map(toSummary),
    nextCursor:
      rows.length > query.limit && last ? `${last.startedAt.toISOString()}_${last.id}` : null,
  };
}

/**
 * One page of a recording's events for the staff replay. Opening a recording (its first page)
 * is recorded in the audit trail: watching a user's session is a staff action (ADR 016).
 */
export async function readRecordingEvents(
  deps: RecordingDeps,
  actor: AdminActor,
  id: string,
  fromSeq: number,
): Promise<RecordingEvents> {
  const recording = await findRecording(deps.db, id);
  if (!recording) throw new AppError(404, 'RECORDING_NOT_FOUND', 'This recording does not exist.');
  const chunks = await readChunks(deps.db, id, fromSeq, REPLAY_PAGE_CHUNKS + 1);
  const page = chunks.slice(0, REPLAY_PAGE_CHUNKS);
  const events = (await Promise.all(page.map((chunk) => decodeEvents(chunk.events)))).flat();
  if (fromSeq === 1) {
    await recordAdminAction(
      deps.db,
      actor,
      { action: 'recording.view', targetType: 'user', targetId: recording.userId },
      deps.now(),
    );
  }
  const next = chunks[REPLAY_PAGE_CHUNKS];
  return { recording: toSummary(recording), events, nextSeq: next ? next.seq : null };
}
