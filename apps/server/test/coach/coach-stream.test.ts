import type { AddressInfo } from 'node:net';
import { coachChatResponseSchema, coachHistoryResponseSchema } from '@jokerwise/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { coachMessages } from '../../src/db/schema';
import { buildCoachTestApp, chat, parseEventStream } from './coach-test-app';
import { startFakeServer } from '../helpers/fake-http-server';
import { startFakeOpenAi } from './fake-openai';

// AI_PROVIDER=openai through the endpoint: a tool round and streamed text reach the browser as
// server-sent events; a browser that hangs up mid-answer stops the upstream call.

const openAi = await startFakeOpenAi([
  { toolCalls: [{ id: 'call_1', name: 'interest', argumentPieces: ['{}'] }] },
  { text: ['You earn ', '$0 now.'] },
]);
let upstreamClosed: () => void = () => undefined;
const hanging = await startFakeServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = {
    id: 'c',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { content: 'Thinking' }, finish_reason: null }],
  };
  response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  response.on('close', () => upstreamClosed());
});
afterAll(async () => {
  await openAi.close();
  await hanging.close();
});

const streaming = await buildCoachTestApp({
  AI_PROVIDER: 'openai',
  OPENAI_BASE_URL: openAi.baseUrl,
  OPENAI_MODEL: 'fake-model',
});
const stalled = await buildCoachTestApp({
  AI_PROVIDER: 'openai',
  OPENAI_BASE_URL: `${hanging.url}/v1`,
});

describe('coach streaming with the OpenAI provider', () => {
  it('streams the model text after a tool round and stores the reply', async () => {
    const { auth } = await streaming.subscriber('openai-sse');
    const response = await chat(
      streaming.app,
      auth,
      { message: 'How much interest?' },
      'text/event-stream',
    );
    const events = parseEventStream(response.body);
    expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'done']);
    const done = coachChatResponseSchema.parse(events.at(-1)?.data);
    expect(done).toMatchObject({ reply: 'You earn $0 now.', provider: 'openai', isError: false });
    expect(openAi.bodies()[1]?.messages.find((m) => m.role === 'tool')?.content).toContain(
      '"interest":0',
    );
    const history = coachHistoryResponseSchema.parse(
      (
        await streaming.app.inject({ method: 'GET', url: '/api/coach/history', headers: auth })
      ).json(),
    );
    expect(history.messages.map((m) => m.content)).toEqual([
      'How much interest?',
      'You earn $0 now.',
    ]);
  });

  it('aborts the upstream call when the browser disconnects and stores no answer', async () => {
    const { app, database } = stalled;
    const { auth, userId } = await stalled.subscriber('gone');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const closed = new Promise<void>((resolve) => {
      upstreamClosed = resolve;
    });

    const browser = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/coach/chat`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'Think hard' }),
      signal: browser.signal,
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('event: delta');
    browser.abort();
    await closed;

    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await database.db
      .select()
      .from(coachMessages)
      .where(and(eq(coachMessages.userId, userId)));
    expect(rows.map((row) => [row.role, row.content])).toEqual([['user', 'Think hard']]);
  });
});
