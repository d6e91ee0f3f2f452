import {
  COACH_SSE_EVENTS,
  coachChatResponseSchema,
  coachDeltaEventSchema,
  errorBodySchema,
  type CoachChatBody,
  type CoachChatResponse,
} from '@jokerwise/contracts';
import { apiStream } from '../../../lib/api-client';
import { createSseParser, type SseEvent } from '../lib/sse-parser';

/*
 * POST /api/coach/chat as server-sent events (ADR 010): the reply arrives as `delta` pieces and
 * ends with `done`, read here as they come from the response lib/api-client.ts hands over.
 */

/**
 * docs/product/coach.md's 30 s is the server's wait for the AI service, which then answers with the
 * timeout text itself; the browser gives up only after a margin of silence on top of that.
 */
export const COACH_STREAM_IDLE_TIMEOUT_MS = 40_000;

/** The browser stopped waiting for the server (docs/product/coach.md Timeout). */
export class CoachTimeoutError extends Error {
  override readonly name = 'CoachTimeoutError';
}

/** The stream broke off, or the server reported its own failure in an `error` event. */
export class CoachStreamError extends Error {
  override readonly name = 'CoachStreamError';
  constructor(
    message: string,
    readonly isServerFailure: boolean,
  ) {
    super(message);
  }
}

export interface SendCoachMessageOptions {
  signal?: AbortSignal;
  /** Each piece of the reply, in order. */
  onDelta: (text: string) => void;
  idleTimeoutMs?: number;
}

function readEvent(event: SseEvent, onDelta: (text: string) => void): CoachChatResponse | null {
  const data: unknown = JSON.parse(event.data);
  if (event.event === COACH_SSE_EVENTS.delta) {
    onDelta(coachDeltaEventSchema.parse(data).text);
    return null;
  }
  if (event.event === COACH_SSE_EVENTS.done) return coachChatResponseSchema.parse(data);
  if (event.event === COACH_SSE_EVENTS.error) {
    throw new CoachStreamError(errorBodySchema.parse(data).error.message, true);
  }
  return null;
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onDelta: (text: string) => void,
  onChunk: () => void,
): Promise<CoachChatResponse> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  // Not every body stops on its own when the request is aborted; cancelling ends the read.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      onChunk();
      const events = done
        ? parser.push(decoder.decode())
        : parser.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const response = readEvent(event, onDelta);
        if (response) return response;
      }
      if (done) {
        signal.throwIfAborted();
        throw new CoachStreamError('The answer was cut off. Please try again.', false);
      }
    }
  } finally {
    parser.end();
    signal.removeEventListener('abort', stop);
    stop();
  }
}

export async function sendCoachMessage(
  body: CoachChatBody,
  { signal, onDelta, idleTimeoutMs = COACH_STREAM_IDLE_TIMEOUT_MS }: SendCoachMessageOptions,
): Promise<CoachChatResponse> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleTimeoutMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);

  try {
    restartTimer();
    const response = await apiStream('/api/coach/chat', body, {
      accept: 'text/event-stream, application/json',
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream') || !response.body) {
      return coachChatResponseSchema.parse(await response.json());
    }
    return await readStream(response.body, controller.signal, onDelta, restartTimer);
  } catch (error) {
    if (timedOut) throw new CoachTimeoutError('The coach did not answer in time.');
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
