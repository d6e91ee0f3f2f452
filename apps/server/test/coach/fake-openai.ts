import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { startFakeServer } from '../helpers/fake-http-server';

// A loopback OpenAI-compatible endpoint: POST /chat/completions answering with streamed
// chunks (server-sent events ending in [DONE]), one scripted turn per request.

export type FakeTurn =
  | { readonly text: readonly string[] }
  | {
      readonly toolCalls: readonly {
        readonly id: string;
        readonly name: string;
        /** The arguments in the pieces they are streamed in. */
        readonly argumentPieces: readonly string[];
      }[];
    }
  | { readonly status: number; readonly body: unknown };

function chunk(delta: object, finishReason: string | null = null): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_790_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function streamTurn(turn: FakeTurn, response: ServerResponse): void {
  if ('status' in turn) {
    response.writeHead(turn.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(turn.body));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(chunk({ role: 'assistant', content: '' }));
  if ('text' in turn) {
    for (const piece of turn.text) response.write(chunk({ content: piece }));
    response.write(chunk({}, 'stop'));
  } else {
    turn.toolCalls.forEach((call, index) => {
      response.write(
        chunk({
          tool_calls: [
            { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      for (const piece of call.argumentPieces) {
        response.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      }
    });
    response.write(chunk({}, 'tool_calls'));
  }
  response.end('data: [DONE]\n\n');
}

export async function startFakeOpenAi(turns: readonly FakeTurn[]) {
  let next = 0;
  const fake = await startFakeServer((request, response) => {
    const turn = turns[next];
    next += 1;
    if (request.url !== '/v1/chat/completions' || turn === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'no such turn' } }));
      return;
    }
    streamTurn(turn, response);
  });
  return {
    ...fake,
    baseUrl: `${fake.url}/v1`,
    bodies: () =>
      fake.requests.map((request) => chatRequestBodySchema.parse(JSON.parse(request.body))),
  };
}

/** What the SDK sent, parsed so a test reads named fields, not an untyped body. */
export const chatRequestBodySchema = z.object({
  model: z.string(),
  stream: z.boolean(),
  messages: z.array(
    z.object({
      role: z.string(),
      content: z.string().nullable().optional(),
      tool_call_id: z.string().optional(),
      tool_calls: z.array(z.unknown()).optional(),
    }),
  ),
  tools: z
    .array(
      z.object({
        type: z.string(),
        function: z.object({ name: z.string(), description: z.string(), parameters: z.unknown() }),
      }),
    )
    .optional(),
});
export type ChatRequestBody = z.infer<typeof chatRequestBodySchema>;
