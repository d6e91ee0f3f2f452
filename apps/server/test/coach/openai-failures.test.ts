import { createRun } from '@jokerwise/game';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildCoachPayload } from '../../src/modules/coach/coach-payload';
import { createOpenAiChat } from '../../src/modules/coach/openai-client';
import { createOpenAiProvider } from '../../src/modules/coach/openai-provider';
import { startFakeServer, type RecordedRequest } from '../helpers/fake-http-server';
import { startFakeOpenAi } from './fake-openai';

// The OpenAI provider's failures as the player sees them (docs/product/coach.md): one deadline for the
// whole answer with its retries, the spec's 404 text, and an error's words, never its JSON.

const run = createRun('Red Deck', 'White Stake');

/** An attempt timeout far above the deadline: only the answer's deadline can end a hang. */
const LONG_ATTEMPT_MS = 120_000;

async function ask(baseUrl: string, deadlineMs?: number) {
  const chat = createOpenAiChat({
    baseUrl,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: LONG_ATTEMPT_MS,
  });
  const provider = createOpenAiProvider(chat, deadlineMs === undefined ? {} : { deadlineMs });
  return provider.answer({
    payload: buildCoachPayload({
      message: 'What is the target?',
      user: {
        id: '4f1c2d3e-0000-4000-8000-000000000003',
        email: 'c@example.com',
        name: null,
        username: 'cee',
      },
      document: { state: run, hand: [] },
      includeEmail: false,
      now: new Date('2026-11-20T10:00:00.000Z'),
    }),
    context: { run, hand: [] },
    history: [],
    signal: new AbortController().signal,
    onDelta: () => undefined,
  });
}

function answerWith(status: number, contentType: string, body: string) {
  return (_request: RecordedRequest, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };
}

describe('OpenAI provider failures', () => {
  it('gives up at the answer deadline, the SDK retry included', async () => {
    // The first attempt fails with a retryable 500; the retry never gets an answer.
    const fake = await startFakeServer((request, response) => {
      if (fake.requests.length === 1) answerWith(500, 'application/json', '{}')(request, response);
    });
    try {
      expect(await ask(`${fake.url}/v1`, 1_500)).toEqual({
        text: 'Request timed out. The AI service may be busy processing your request.',
        isError: true,
      });
      expect(fake.requests).toHaveLength(2);
    } finally {
      await fake.close();
    }
  });

  it("shows an error's message, never its JSON, and a 404 as the spec text", async () => {
    const plain = await startFakeServer(answerWith(404, 'text/plain', '404 page not found'));
    const afterTool = await startFakeOpenAi([
      { toolCalls: [{ id: 'call_1', name: 'target_score', argumentPieces: ['{}'] }] },
      { status: 404, body: { error: { message: 'The model does not exist' } } },
    ]);
    const fake = await startFakeOpenAi([
      {
        status: 400,
        body: { error: { message: 'Unknown model fake-model', type: 'invalid_request_error' } },
      },
      { status: 403, body: { error: { code: 'forbidden' } } },
    ]);
    try {
      expect(await ask(fake.baseUrl)).toEqual({
        text: 'Connection error: HTTP 400: Unknown model fake-model',
        isError: true,
      });
      expect(await ask(fake.baseUrl)).toEqual({
        text: 'Connection error: HTTP 403: Unknown error',
        isError: true,
      });
      const notFound = {
        text: 'AI service endpoint not found. The workflow may not be published or the URL may be incorrect.',
        isError: true,
      };
      expect(await ask(`${plain.url}/v1`)).toEqual(notFound);
      expect(await ask(afterTool.baseUrl)).toEqual(notFound);
    } finally {
      await fake.close();
      await plain.close();
      await afterTool.close();
    }
  });
});
