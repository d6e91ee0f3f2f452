import { RECORDING_INTEGRATION_VERSION } from '@jokerwise/contracts';
import { decodeEvents } from './event-codec';
import type { RecordingDeps } from './recording-deps';
import { opaqueUserId } from './recording-id';
import { findChunk } from './recordings.repository';

/** One forwarding attempt may take this long; pg-boss retries a failure (recording-jobs.ts). */
export const FORWARD_TIMEOUT_MS = 10_000;

export class ForwardFailed extends Error {
  override name = 'ForwardFailed';
}

/**
 * Sends one stored batch to SESSION_RECORDING_WEBHOOK_URL in docs/product/staff-console.md's shape. The user is
 * an opaque id with the plan and admin flag; events were masked in the browser (ADR 022).
 */
export async function forwardBatch(deps: RecordingDeps, chunkId: string): Promise<void> {
  const url = deps.config.SESSION_RECORDING_WEBHOOK_URL;
  if (!url) return;
  // Deleted since (retention, opt-out, account deletion): nothing left to send.
  const found = await findChunk(deps.db, chunkId);
  if (!found) return;
  const { chunk, recording } = found;
  const userId = opaqueUserId(deps.config.APP_SECRET, recording.userId);
  const events = (await decodeEvents(chunk.events)).map((event) => ({
    ...event,
    sessionId: recording.id,
    userId,
  }));
  const body = {
    events,
    metadata: {
      integrationVersion: RECORDING_INTEGRATION_VERSION,
      sessionRecordingUrl: chunk.page,
      timestamp: chunk.createdAt.getTime(),
      batchSize: events.length,
    },
    user: { id: userId, plan: recording.plan, isAdmin: recording.isAdmin },
  };
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  // The answer's body is never read or trusted; only its status matters.
  await response.body?.cancel();
  if (!response.ok) throw new ForwardFailed(`webhook answered ${response.status}`);
}
