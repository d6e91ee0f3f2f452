import type { RecordingBatch } from '@jokerwise/contracts';
import { AppError } from '../../http/app-error';
import { encodeEvents } from './event-codec';
import { RECORDING_LIMITS, type RecordingDeps } from './recording-deps';
import { verifyRecordingId } from './recording-id';
import { appendChunk, lockRecording } from './recordings.repository';
import { FORWARD_JOB } from './recording-jobs';

const unknownRecording = () =>
  new AppError(404, 'RECORDING_NOT_FOUND', 'This recording does not exist. Start a new one.');

/** Compresses one batch and appends it to the caller's recording; 409 when it must stop. */
export async function storeBatch(
  deps: RecordingDeps,
  userId: string,
  batch: RecordingBatch,
): Promise<{ stored: number }> {
  const id = verifyRecordingId(deps.config.APP_SECRET, batch.recordingId, userId);
  if (!id) throw unknownRecording();
  const encoded = await encode(batch);
  const timestamps = batch.events.map((event) => event.timestamp);
  const page = batch.metadata.sessionRecordingUrl;
  const at = deps.now();

  const chunkId = await deps.db.transaction(async (tx) => {
    // Opting out deletes the user's recordings, so a batch after it finds none here.
    const recording = await lockRecording(tx, id);
    if (!recording || recording.userId !== userId) throw unknownRecording();
    const tooOld = at.getTime() - recording.startedAt.getTime() > RECORDING_LIMITS.maxAgeMs;
    const full =
      recording.chunkCount >= RECORDING_LIMITS.maxChunks ||
      recording.storedBytes + encoded.length > RECORDING_LIMITS.maxStoredBytes;
    if (tooOld || full) {
      throw new AppError(409, 'RECORDING_CLOSED', 'This recording is closed. Start a new one.');
    }
    const pages = recording.pages.includes(page)
      ? recording.pages
      : [...recording.pages, page].slice(0, RECORDING_LIMITS.maxPages);
    const chunk = await appendChunk(tx, recording, {
      page,
      events: encoded,
      eventCount: batch.events.length,
      firstEventAt: Math.min(...timestamps),
      lastEventAt: Math.max(...timestamps),
      at,
      pages,
    });
    return chunk.id;
  });

  if (deps.config.SESSION_RECORDING_WEBHOOK_URL) {
    await deps.jobs.send(FORWARD_JOB, { chunkId });
  }
  return { stored: batch.events.length };
}

async function encode(batch: RecordingBatch): Promise<Buffer> {
  try {
    return await encodeEvents(batch.events);
  } catch (error) {
    // JSON.stringify gives up on absurdly deep nesting; that is the sender's fault.
    if (error instanceof RangeError) {
      throw new AppError(400, 'RECORDING_TOO_DEEP', 'The events are nested too deeply.');
    }
    throw error;
  }
}
