import { COACH_SSE_EVENTS, type CoachChatResponse, type ErrorBody } from '@jokerwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

// Server-sent events for POST /api/coach/chat (ADR 010). The reply is hijacked from Fastify, so
// the headers Fastify collected so far (rate limit, request id) are copied onto the raw answer.

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

export interface EventStream {
  /** Aborted when the client disconnects before the stream ended. */
  readonly signal: AbortSignal;
  delta(text: string): void;
  done(response: CoachChatResponse): void;
  error(body: ErrorBody): void;
  end(): void;
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const controller = new AbortController();
  const raw = reply.raw;
  raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });
  void reply.hijack();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'x-request-id': request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx must pass each event on at once.
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    signal: controller.signal,
    delta: (text) => send(COACH_SSE_EVENTS.delta, { text }),
    done: (response) => send(COACH_SSE_EVENTS.done, response),
    error: (body) => send(COACH_SSE_EVENTS.error, body),
    end: () => {
      if (!raw.writableEnded) raw.end();
    },
  };
}
