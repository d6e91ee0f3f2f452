import {
  RECORDING_FLUSH_INTERVAL_MS,
  RECORDING_INTEGRATION_VERSION,
  isRecordablePath,
  type RecordingEvent,
} from '@jokerwise/contracts';
import { EventType, record, type eventWithTime } from 'rrweb';
import { isApiError } from '../../../lib/api-client';
import { sendBatch } from '../api/send-batch';
import { pageHref, RECORD_OPTIONS } from './record-options';
import { createRecordingQueue, type SendOutcome } from './recording-queue';

// rrweb capture for one page load (docs/decisions/022-session-recording-privacy.md). Events
// on pages never recorded (staff, checkout) are dropped; coming back takes a full snapshot.

interface QueuedEvent {
  readonly event: RecordingEvent;
  readonly page: string;
  readonly bytes: number;
}

const encoder = new TextEncoder();

function toRecordingEvent(event: eventWithTime): RecordingEvent {
  // Every rrweb event's data is a plain object (rrweb's eventWithTime union).
  const data: Record<string, unknown> = { ...(event.data as Record<string, unknown>) };
  if (event.type === EventType.Meta) data.href = pageHref(window.location);
  return { type: event.type, data, timestamp: event.timestamp };
}

async function send(recordingId: string, batch: readonly QueuedEvent[], keepalive: boolean) {
  const events = batch.map((item) => item.event);
  try {
    await sendBatch(
      {
        recordingId,
        events,
        metadata: {
          integrationVersion: RECORDING_INTEGRATION_VERSION,
          sessionRecordingUrl: batch[0]?.page ?? '/',
          timestamp: Date.now(),
          batchSize: events.length,
        },
      },
      keepalive,
    );
    return 'sent';
  } catch (error) {
    // Signed out, opted out or a closed recording: stop. A refused batch is dropped.
    if ([401, 403, 404, 409].some((status) => isApiError(error, status))) return 'stop';
    if (isApiError(error, 400) || isApiError(error, 413)) return 'sent';
    return 'failed';
  }
}

/** A running recorder: `flush` sends what it holds now; `stop` ends it (a change of identity). */
export interface RecorderHandle {
  flush(): Promise<void>;
  /** `send: false` drops what is left: signed out, the server would refuse it. */
  stop(options: { send: boolean }): void;
}

/** Records until stopped or until the server says stop. */
export function runRecorder(recordingId: string): RecorderHandle {
  const queue = createRecordingQueue<QueuedEvent>(
    async (batch, keepalive): Promise<SendOutcome> => {
      const outcome = await send(recordingId, batch, keepalive);
      if (outcome === 'stop') stop();
      return outcome;
    },
    (item) => item.bytes,
  );
  let paused = false;

  const stopRecording = record({
    ...RECORD_OPTIONS,
    emit(event: eventWithTime) {
      const page = window.location.pathname;
      if (!isRecordablePath(page)) {
        paused = true;
        return;
      }
      if (paused) {
        // Back from a page never recorded: restart from a full snapshot instead.
        paused = false;
        record.takeFullSnapshot(true);
        return;
      }
      const recorded = toRecordingEvent(event);
      queue.push({ event: recorded, page, bytes: encoder.encode(JSON.stringify(recorded)).length });
    },
  });

  const timer = window.setInterval(() => void queue.flush(), RECORDING_FLUSH_INTERVAL_MS);
  const onHide = () => {
    if (document.visibilityState === 'hidden') void queue.flush({ keepalive: true });
  };
  const onPageHide = () => void queue.flush({ keepalive: true });
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);

  function stop() {
    stopRecording?.();
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  }

  // Both send even while a timed batch is on its way: a keepalive flush does not wait for it.
  return {
    flush: () => queue.flush({ keepalive: true }),
    stop(options) {
      stop();
      // What was captured under this identity still belongs to this recording.
      if (options.send) void queue.flush({ keepalive: true });
    },
  };
}
