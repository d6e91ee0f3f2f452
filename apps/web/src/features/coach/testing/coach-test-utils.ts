import type { CoachChatResponse, CoachMessage } from '@jokerwise/contracts';
import { authToken } from '../../../lib/storage';
import { answerApi, countRequests, sentBodies, type SentRequest } from '../../../testing/api';
import { json } from '../../../testing/responses';

/*
 * Test helpers for the coach: message builders, server-sent event bodies and the API answered
 * through the one MSW server. Test-only; never imported by app code.
 */

export const RUN_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
export function buildMessage(overrides: Partial<CoachMessage> = {}): CoachMessage {
  return {
    id: crypto.randomUUID(),
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

export { errorResponse, json, networkError } from '../../../testing/responses';

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

export type ApiHandler = (request: SentRequest) => Response | Promise<Response>;

/**
 * Signs a member in and answers the API with `handlers` keyed by "METHOD /path"; a request none
 * of them answers fails the test. Returns the spy of the requests and the bodies of the chat
 * requests.
 */
export function fakeCoachApi(handlers: Record<string, ApiHandler>) {
  authToken.set('test-session-token');
  const requests = answerApi(handlers);
  const chatBodies = () => sentBodies(requests, '/api/coach/chat');
  const calls = (method: string, path: string) => countRequests(requests, method, path);
  return { requests, chatBodies, calls };
}

export const history =
  (...messages: CoachMessage[]) =>
  () =>
    json({ messages });
