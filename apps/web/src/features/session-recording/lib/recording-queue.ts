import {
  RECORDING_BATCH_SIZE,
  RECORDING_BODY_LIMIT_BYTES,
  RECORDING_MAX_EVENTS_PER_BATCH,
  RECORDING_REQUEUE_CAP,
} from '@jokerwise/contracts';

// The recorder's batching queue (docs/product/accounts.md), free of timers, DOM and network so it is tested
// alone: the recorder (start-recorder.ts) owns the 15 s timer and the page-hide flush.

/** 'sent'; 'failed' (try again later); 'stop' (the server will take no more, e.g. opted out). */
export type SendOutcome = 'sent' | 'failed' | 'stop';

export interface QueueLimits {
  batchSize: number;
  requeueCap: number;
  /** Bytes of events per request, leaving room for the rest of the body. */
  maxBatchBytes: number;
  /** A keep-alive request's body is capped by the browser (64 KB). */
  maxKeepaliveBytes: number;
  maxEventsPerBatch: number;
  /** A full batch waits this long after the previous send, so a busy page sends ≤ 1 a second. */
  minIntervalMs: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = {
  batchSize: RECORDING_BATCH_SIZE,
  requeueCap: RECORDING_REQUEUE_CAP,
  maxBatchBytes: RECORDING_BODY_LIMIT_BYTES - 16 * 1024,
  maxKeepaliveBytes: 60 * 1024,
  maxEventsPerBatch: RECORDING_MAX_EVENTS_PER_BATCH,
  minIntervalMs: 1_000,
};

/**
 * Splits events into consecutive batches of at most `maxBytes` (by `sizeOf`) and `maxEvents`
 * each. An event larger than `maxBytes` alone can never be sent and is left out.
 */
export function splitBatches<E>(
  events: readonly E[],
  sizeOf: (event: E) => number,
  maxBytes: number,
  maxEvents: number,
): E[][] {
  const batches: E[][] = [];
  let current: E[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = sizeOf(event);
    if (size > maxBytes) continue;
    if (current.length > 0 && (bytes + size > maxBytes || current.length >= maxEvents)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export interface RecordingQueue<E> {
  push(event: E): void;
  /** Sends everything queued; with `keepalive` (page hide) even while a send is in flight. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  readonly size: number;
  readonly stopped: boolean;
}

export function createRecordingQueue<E>(
  send: (batch: readonly E[], keepalive: boolean) => Promise<SendOutcome>,
  sizeOf: (event: E) => number,
  limits: QueueLimits = DEFAULT_QUEUE_LIMITS,
  now: () => number = Date.now,
): RecordingQueue<E> {
  let queue: E[] = [];
  let lastSendAt = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let stopped = false;

  // docs/product/accounts.md: a failed flush re-queues its events only while the queue holds fewer than 100.
  const requeue = (events: readonly E[]) => {
    if (queue.length < limits.requeueCap) queue = [...events, ...queue];
  };

  async function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    const keepalive = options.keepalive ?? false;
    if (stopped || queue.length === 0 || (inFlight && !keepalive)) return;
    const taken = queue;
    queue = [];
    const maxBytes = keepalive ? limits.maxKeepaliveBytes : limits.maxBatchBytes;
    const batches = splitBatches(taken, sizeOf, maxBytes, limits.maxEventsPerBatch);
    inFlight = true;
    lastSendAt = now();
    try {
      for (const [index, batch] of batches.entries()) {
        const outcome = await send(batch, keepalive).catch((): SendOutcome => 'failed');
        if (outcome === 'stop') {
          stopped = true;
          queue = [];
          return;
        }
        if (outcome === 'failed') {
          requeue(batches.slice(index).flat());
          return;
        }
      }
    } finally {
      inFlight = false;
    }
  }

  return {
    push(event) {
      if (stopped) return;
      queue.push(event);
      // docs/product/accounts.md: a batch of 5 goes at once, unless one went less than a second ago (then
      // the next event or the 15 s timer sends everything waiting).
      if (queue.length >= limits.batchSize && now() - lastSendAt >= limits.minIntervalMs) {
        void flush();
      }
    },
    flush,
    get size() {
      return queue.length;
    },
    get stopped() {
      return stopped;
    },
  };
}
