import { describe, expect, it, vi } from 'vitest';
import {
  buildChatResponse,
  controlledEventStream,
  fakeCoachApi,
  json,
  RUN_ID,
  sseEvent,
} from '../testing/coach-test-utils';
import { CoachTimeoutError, sendCoachMessage } from './send-coach-message';

describe('sendCoachMessage', () => {
  it('asks for an event stream with the session token and passes each delta on', async () => {
    const response = buildChatResponse('Hi', 'Hello there');
    const stream = controlledEventStream();
    stream.write(sseEvent('delta', { text: 'Hello' }) + sseEvent('delta', { text: ' there' }));
    stream.write(sseEvent('done', response));
    const { requests } = fakeCoachApi({ 'POST /api/coach/chat': () => stream.response });
    const deltas: string[] = [];

    await expect(
      sendCoachMessage({ message: 'Hi', runId: RUN_ID }, { onDelta: (text) => deltas.push(text) }),
    ).resolves.toEqual(response);
    expect(deltas).toEqual(['Hello', ' there']);
    const headers = new Headers(requests.mock.calls[0]?.[1]?.headers);
    expect(headers.get('accept')).toContain('text/event-stream');
    expect(headers.get('authorization')).toBe('Bearer test-session-token');
    expect(requests.mock.calls[0]?.[1]?.body).toBe(
      JSON.stringify({ message: 'Hi', runId: RUN_ID }),
    );
  });

  it('accepts a plain JSON answer', async () => {
    const response = buildChatResponse('Hi', 'Hello');
    fakeCoachApi({ 'POST /api/coach/chat': () => json(response) });
    await expect(sendCoachMessage({ message: 'Hi' }, { onDelta: vi.fn() })).resolves.toEqual(
      response,
    );
  });

  it('gives up with a timeout after a silence', async () => {
    const stream = controlledEventStream();
    stream.write(sseEvent('delta', { text: 'Thinking' }));
    fakeCoachApi({ 'POST /api/coach/chat': () => stream.response });
    await expect(
      sendCoachMessage({ message: 'Hi' }, { onDelta: vi.fn(), idleTimeoutMs: 50 }),
    ).rejects.toBeInstanceOf(CoachTimeoutError);
  });
});
