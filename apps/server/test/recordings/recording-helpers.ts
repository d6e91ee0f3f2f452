import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Auth } from '../auth/auth-helpers';

// Batches as the browser's recorder sends them (docs/product/staff-console.md body).

export const TYPED_SECRET = 'hunter2-typed-by-the-player';

export function event(timestamp: number, data: Record<string, unknown> = { source: 2 }) {
  return { type: 3, data, timestamp };
}

export function batch(
  recordingId: string,
  events: ReturnType<typeof event>[],
  page = '/jokerwise-ai',
) {
  return {
    recordingId,
    events,
    metadata: {
      integrationVersion: '1.0.0',
      sessionRecordingUrl: page,
      timestamp: events[0]?.timestamp ?? Date.now(),
      batchSize: events.length,
    },
  };
}

export async function startRecording(app: FastifyInstance, auth: Auth): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/session-recording/start',
    headers: auth,
  });
  expect(started.statusCode).toBe(200);
  const body = started.json<{ recording: boolean; recordingId?: string }>();
  expect(body.recording).toBe(true);
  return body.recordingId ?? '';
}

export function sendBatch(app: FastifyInstance, auth: Auth, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/session-recording',
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}
