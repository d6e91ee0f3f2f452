import { COACH_FAILURE_TEXTS } from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCoachPayload } from '../../src/modules/coach/coach-payload';
import { createWebhookProvider } from '../../src/modules/coach/webhook-provider';
import { refusedUrl, startFakeServer, type FakeServer } from '../helpers/fake-http-server';

// docs/product/coach.md (reply precedence, fallbacks, every failure text word for word), against
// a real HTTP peer on loopback.

type Answer = { status: number; contentType?: string; body: string } | 'hang';

let answer: Answer = { status: 200, body: '' };
let fake: FakeServer;

beforeAll(async () => {
  fake = await startFakeServer((_request, response) => {
    if (answer === 'hang') return;
    response.writeHead(
      answer.status,
      answer.contentType ? { 'content-type': answer.contentType } : {},
    );
    response.end(answer.body);
  });
});
afterAll(() => fake.close());

const run = createRun('Red Deck', 'White Stake');
const payload = buildCoachPayload({
  message: 'What should I buy?',
  user: {
    id: '4f1c2d3e-0000-4000-8000-000000000001',
    email: 'a@example.com',
    name: 'Ann',
    username: null,
  },
  document: { state: run, hand: [] },
  includeEmail: false,
  now: new Date('2026-11-20T10:00:00.000Z'),
});

async function ask(reply: Answer, options: { url?: string; timeoutMs?: number } = {}) {
  answer = reply;
  const provider = createWebhookProvider({
    url: 'url' in options ? options.url : `${fake.url}/webhook/coach`,
    origin: 'https://jokerwise.test',
    version: '1.2.3',
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  const deltas: string[] = [];
  const result = await provider.answer({
    payload,
    context: { run, hand: [] },
    history: [],
    signal: new AbortController().signal,
    onDelta: (text) => deltas.push(text),
  });
  return { ...result, deltas };
}

const json = (body: unknown, status = 200): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('webhook provider', () => {
  it('posts the payload with the spec headers', async () => {
    await ask(json({ response: 'ok' }));
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/webhook/coach');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.origin).toBe('https://jokerwise.test');
    expect(request?.headers['x-client-id']).toBe('jokerwise-server');
    expect(JSON.parse(request?.body ?? '')).toEqual(JSON.parse(JSON.stringify(payload)));
  });

  it.each([
    [
      'response',
      { response: 'A', message: 'B', aiResponse: 'C', output: 'D', data: { response: 'E' } },
      'A',
    ],
    ['message', { message: 'B', aiResponse: 'C', output: 'D', data: { response: 'E' } }, 'B'],
    ['aiResponse', { aiResponse: 'C', output: 'D', data: { response: 'E' } }, 'C'],
    ['output', { output: 'D', data: { response: 'E' } }, 'D'],
    ['data.response', { data: { response: 'E' } }, 'E'],
    ['an empty field is not present', { response: '', message: 'B' }, 'B'],
    ['the first item of an array', [{ output: 'From n8n' }], 'From n8n'],
  ])('reads the reply from %s', async (_name, body, expected) => {
    const result = await ask(json(body));
    expect(result).toMatchObject({ text: expected, isError: false });
    expect(result.deltas.join('')).toBe(expected);
  });

  it('answers a JSON body without a reply field with the spec fallback', async () => {
    expect(await ask(json({ status: 'ok' }))).toMatchObject({
      text: 'The mystical energies are unclear. Please try again.',
      isError: false,
    });
  });

  it('takes a plain-text answer as the reply, and an empty one as the spec fallback', async () => {
    const long = 'Buy **Blueprint**, then save for interest.';
    expect(await ask({ status: 200, contentType: 'text/plain', body: long })).toMatchObject({
      text: long,
      isError: false,
    });
    expect(await ask({ status: 200, contentType: 'text/plain', body: '' })).toMatchObject({
      text: 'Empty response received from AI.',
      isError: false,
    });
    expect(await ask({ status: 200, body: '' })).toMatchObject({
      text: COACH_FAILURE_TEXTS.empty,
    });
  });

  it('maps failures to the spec texts word for word', async () => {
    expect(await ask({ status: 404, body: 'Not Found' })).toEqual({
      text: 'AI service endpoint not found. The workflow may not be published or the URL may be incorrect.',
      isError: true,
      deltas: [],
    });
    expect(await ask({ status: 500, body: 'boom' })).toMatchObject({
      text: 'AI service encountered an internal error. This is usually temporary.',
      isError: true,
    });
    expect(await ask({ status: 503, body: 'Service Unavailable' })).toMatchObject({
      text: 'Connection error: HTTP 503: Service Unavailable',
      isError: true,
    });
    expect(await ask({ status: 502, body: '' })).toMatchObject({
      text: 'Connection error: HTTP 502: Unknown error',
      isError: true,
    });
    // Never raw JSON: a JSON error answer shows its message, or nothing it could not read.
    expect(
      await ask({ status: 422, body: '{"error":{"message":"Workflow is inactive"}}' }),
    ).toMatchObject({
      text: 'Connection error: HTTP 422: Workflow is inactive',
      isError: true,
    });
    expect(await ask({ status: 429, body: '{"code":429,"retry":true}' })).toMatchObject({
      text: 'Connection error: HTTP 429: Unknown error',
      isError: true,
    });
    expect(await ask('hang', { timeoutMs: 100 })).toMatchObject({
      text: 'Request timed out. The AI service may be busy processing your request.',
      isError: true,
    });
    expect(await ask(json({}), { url: await refusedUrl() })).toMatchObject({
      text: 'Cannot reach the AI service. This could be a temporary network issue.',
      isError: true,
    });
    expect(await ask(json({}), { url: undefined })).toMatchObject({
      text: 'AI service not configured. The webhook URL is missing from environment variables.',
      isError: true,
    });
  });
});
