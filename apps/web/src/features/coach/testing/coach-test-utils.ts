import type { CoachChatResponse, CoachMessage } from '@jokerwise/contracts';
import { vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { errorResponse, json } from '../../../testing/responses';

/*
 * Test helpers for the coach: message builders, server-sent event bodies and a fake API at the
 * network boundary (`fetch`). Test-only; never imported by app code.
 */

export const RUN_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
let sequence = 0;

export function buildMessage(overrides: Partial<CoachMessage> = {}): CoachMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    role: 'assistant',
    content: 'Hello.',
    isError: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function buildChatResponse(
  question: string,
  reply: string,
  isError = false,
): CoachChatResponse {
  return {
    reply,
    isError,
    userMessage: buildMessage({ role: 'user', content: question }),
    message: buildMessage({ role: 'assistant', content: reply, isError }),
    provider: 'builtin',
  };
}

export { errorResponse, json } from '../../../testing/responses';

export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An event-stream answer whose chunks the test writes when it wants. */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
  };
}

/** A whole event-stream answer: deltas of `reply`, then `done`. */
export function streamedAnswer(response: CoachChatResponse, pieces: readonly string[]): Response {
  const stream = controlledEventStream();
  for (const text of pieces) stream.write(sseEvent('delta', { text }));
  stream.write(sseEvent('done', response));
  stream.close();
  return stream.response;
}

export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Signs a member in and stubs `fetch` with handlers keyed by "METHOD /path"; anything else
 * answers 404. Returns the mock and the bodies of the chat requests.
 */
export function fakeCoachApi(handlers: Record<string, ApiHandler>) {
  authToken.set('test-session-token');
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init) : errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  const chatBodies = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/coach/chat')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => (init?.method ?? 'GET') === method && String(input) === path,
    ).length;
  return { fetchMock, chatBodies, calls };
}

export const history =
  (...messages: CoachMessage[]) =>
  () =>
    json({ messages });
