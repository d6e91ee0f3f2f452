import { addJoker, createRun, type RunState } from '@jokerwise/game';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCoachPayload } from '../../src/modules/coach/coach-payload';
import { ENGINE_TOOLS, targetScoreTool } from '../../src/modules/coach/engine-tools';
import { createOpenAiChat } from '../../src/modules/coach/openai-client';
import { createOpenAiProvider } from '../../src/modules/coach/openai-provider';
import { refusedUrl } from '../helpers/fake-http-server';
import { startFakeOpenAi, type FakeTurn } from './fake-openai';

const toolResultSchema = z.looseObject({ ok: z.boolean(), code: z.string() });

// The OpenAI provider against a loopback OpenAI-compatible server: streamed text, a tool round
// run by the game engine, bad tool arguments, and the docs/product/coach.md failure texts.

function playingRun(): RunState {
  const added = addJoker(createRun('Red Deck', 'White Stake', { ante: 2 }), {
    name: 'Joker',
    edition: null,
    stickers: [],
  });
  if (!added.ok) throw new Error(added.code);
  return added.value;
}

const run = playingRun();
const hand = [
  { rank: 'A', suit: 'spades' },
  { rank: 'A', suit: 'hearts' },
] as const;

async function ask(baseUrl: string, message = 'What is the target at ante 3?') {
  const provider = createOpenAiProvider(
    createOpenAiChat({ baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 5_000 }),
  );
  const deltas: string[] = [];
  const answer = await provider.answer({
    payload: buildCoachPayload({
      message,
      user: {
        id: '4f1c2d3e-0000-4000-8000-000000000002',
        email: 'b@example.com',
        name: null,
        username: 'bee',
      },
      document: { state: run, hand: [...hand] },
      includeEmail: false,
      now: new Date('2026-11-20T10:00:00.000Z'),
    }),
    context: { run, hand: [...hand] },
    history: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ],
    signal: new AbortController().signal,
    onDelta: (text) => deltas.push(text),
  });
  return { answer, deltas };
}

describe('OpenAI provider', () => {
  it('runs a tool call on the engine, sends the result back and streams the final text', async () => {
    const fake = await startFakeOpenAi([
      {
        toolCalls: [{ id: 'call_1', name: 'target_score', argumentPieces: ['{"ante"', ': 3}'] }],
      },
      { text: ['The target ', 'is **', '', '1200**.'] },
    ]);
    try {
      const { answer, deltas } = await ask(fake.baseUrl);
      expect(answer).toEqual({ text: 'The target is **1200**.', isError: false });
      expect(deltas.join('')).toBe('The target is **1200**.');
      expect(fake.requests.map((request) => request.headers.authorization)).toEqual([
        'Bearer sk-test',
        'Bearer sk-test',
      ]);

      const [first, second] = fake.bodies();
      expect(first?.model).toBe('fake-model');
      expect(first?.stream).toBe(true);
      expect(first?.tools?.map((tool) => tool.function.name)).toEqual(
        ENGINE_TOOLS.map((tool) => tool.name),
      );
      const target = first?.tools?.find((tool) => tool.function.name === 'target_score');
      expect(target?.function.parameters).toMatchObject({
        type: 'object',
        properties: { ante: { type: 'integer' } },
      });
      // Grounded: the system prompt carries the run and the rule about numbers.
      const system = first?.messages[0];
      expect(system?.role).toBe('system');
      expect(system?.content).toContain('Every number you state');
      expect(system?.content).toContain('"runStatus":"Building"');
      expect(system?.content).toContain('"calculatedRecommendations"');
      expect(first?.messages.slice(1).map((m) => [m.role, m.content])).toEqual([
        ['user', 'Hi'],
        ['assistant', 'Hello!'],
        ['user', 'What is the target at ante 3?'],
      ]);

      // The tool's result is what the engine computes, sent back under the call's id.
      const toolMessage = second?.messages.find((m) => m.role === 'tool');
      expect(toolMessage?.tool_call_id).toBe('call_1');
      expect(JSON.parse(toolMessage?.content ?? '')).toEqual(
        JSON.parse(JSON.stringify(targetScoreTool.run({ ante: 3 }, { run, hand: [...hand] }))),
      );
      const assistantCall = second?.messages.find((m) => m.role === 'assistant' && m.tool_calls);
      expect(assistantCall?.tool_calls).toEqual([
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'target_score', arguments: '{"ante": 3}' },
        },
      ]);
    } finally {
      await fake.close();
    }
  });

  it('returns an error object for bad tool arguments and lets the model go on', async () => {
    const fake = await startFakeOpenAi([
      {
        toolCalls: [
          { id: 'call_json', name: 'target_score', argumentPieces: ['{not json'] },
          { id: 'call_schema', name: 'target_score', argumentPieces: ['{"ante": -4}'] },
          { id: 'call_name', name: 'no_such_tool', argumentPieces: ['{}'] },
        ],
      },
      { text: ['Sorry, I could not work that out.'] },
    ]);
    try {
      const { answer } = await ask(fake.baseUrl);
      expect(answer.text).toBe('Sorry, I could not work that out.');
      const results = Object.fromEntries(
        (fake.bodies()[1]?.messages ?? [])
          .filter((m) => m.role === 'tool')
          .map((m) => [m.tool_call_id, toolResultSchema.parse(JSON.parse(m.content ?? ''))]),
      );
      expect(results).toMatchObject({
        call_json: { ok: false, code: 'INVALID_INPUT' },
        call_schema: { ok: false, code: 'INVALID_INPUT' },
        call_name: { ok: false, code: 'UNKNOWN_TOOL' },
      });
    } finally {
      await fake.close();
    }
  });

  it('stops offering tools after five rounds so the model has to answer', async () => {
    const toolTurn: FakeTurn = {
      toolCalls: [{ id: 'call', name: 'interest', argumentPieces: ['{}'] }],
    };
    const fake = await startFakeOpenAi([
      ...Array.from({ length: 5 }, () => toolTurn),
      { text: ['You earn interest.'] },
    ]);
    try {
      const { answer } = await ask(fake.baseUrl);
      expect(answer.text).toBe('You earn interest.');
      const bodies = fake.bodies();
      expect(bodies).toHaveLength(6);
      expect(bodies[4]?.tools).toBeDefined();
      expect(bodies[5]?.tools).toBeUndefined();
    } finally {
      await fake.close();
    }
  });

  it('maps endpoint failures to the spec texts', async () => {
    const notFound = await startFakeOpenAi([
      { status: 404, body: { error: { message: 'model not found' } } },
    ]);
    const broken = await startFakeOpenAi([
      { status: 500, body: { error: { message: 'boom' } } },
      { status: 500, body: { error: { message: 'boom' } } },
    ]);
    try {
      expect((await ask(notFound.baseUrl)).answer).toEqual({
        text: 'AI service endpoint not found. The workflow may not be published or the URL may be incorrect.',
        isError: true,
      });
      expect((await ask(broken.baseUrl)).answer).toEqual({
        text: 'AI service encountered an internal error. This is usually temporary.',
        isError: true,
      });
      expect((await ask(`${await refusedUrl()}/v1`)).answer).toEqual({
        text: 'Cannot reach the AI service. This could be a temporary network issue.',
        isError: true,
      });
    } finally {
      await notFound.close();
      await broken.close();
    }
  });
});
