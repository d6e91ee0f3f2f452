import { COACH_FAILURE_TEXTS } from '@jokerwise/contracts';
import { isOverflow, OVERFLOW_TEXT } from '@jokerwise/game';
import { z } from 'zod';
import { failedAnswer } from './coach-failures';
import type { CoachAnswer, CoachProvider, CoachRequest } from './coach-provider';
import { buildSystemPrompt } from './coach-prompt';
import { ENGINE_TOOLS, runEngineTool, toolFailure, type EngineToolContext } from './engine-tools';
import {
  OpenAiCallError,
  type ChatMessage,
  type ChatToolCall,
  type ChatToolDefinition,
  type OpenAiChat,
} from './openai-client';

// AI_PROVIDER=openai (ADR 010): streamed Chat Completions with the engine tools as function
// tools. Loop: stream; when the model calls tools, run them on the caller's run and send the
// results back; at most MAX_TOOL_ROUNDS times, then one last call without tools.

/** A tool's answer for the model; an overflowed score reads "naneinf", never JSON's null. */
export function toToolJson(result: unknown): string {
  return JSON.stringify(result, (_key, value: unknown) =>
    typeof value === 'number' && isOverflow(value) ? OVERFLOW_TEXT : value,
  );
}

export const MAX_TOOL_ROUNDS = 5;
/**
 * docs/product/coach.md: the chat gives up after 30 s. One deadline covers the whole answer, every
 * tool round and every retry of the SDK, so no answer waits longer (ADR 019).
 */
export const OPENAI_ANSWER_DEADLINE_MS = 30_000;

export interface OpenAiProviderOptions {
  /** Tests shorten it. */
  readonly deadlineMs?: number;
}

let toolDefinitions: readonly ChatToolDefinition[] | undefined;

/** The engine tools as the model sees them; JSON Schema from each tool's zod input. */
export function getToolDefinitions(): readonly ChatToolDefinition[] {
  toolDefinitions ??= ENGINE_TOOLS.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: z.toJSONSchema(tool.inputSchema, { io: 'input', unrepresentable: 'any' }),
  }));
  return toolDefinitions;
}

/** A model's call, run on untrusted arguments: bad JSON or input comes back as a value. */
export function runToolCall(call: ChatToolCall, context: EngineToolContext): unknown {
  let input: unknown;
  try {
    input = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    return toolFailure('INVALID_INPUT', 'The arguments are not valid JSON.');
  }
  try {
    return runEngineTool(call.name, input, context);
  } catch {
    return toolFailure('TOOL_FAILED', 'The engine could not run this tool.');
  }
}

function toChatHistory(request: CoachRequest): ChatMessage[] {
  return [
    { role: 'system', content: buildSystemPrompt(request.payload) },
    ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: request.payload.userMessage },
  ];
}

export function createOpenAiProvider(
  chat: OpenAiChat,
  options: OpenAiProviderOptions = {},
): CoachProvider {
  const deadlineMs = options.deadlineMs ?? OPENAI_ANSWER_DEADLINE_MS;
  return {
    name: 'openai',
    async answer(request): Promise<CoachAnswer> {
      const deadline = AbortSignal.timeout(deadlineMs);
      const signal = AbortSignal.any([request.signal, deadline]);
      const messages = toChatHistory(request);
      let reply = '';
      let roundStarted = false;
      // Text of every round reaches the player as it streams; rounds are set apart.
      const onText = (text: string) => {
        const piece = reply !== '' && !roundStarted ? `\n\n${text}` : text;
        roundStarted = true;
        reply += piece;
        request.onDelta(piece);
      };
      try {
        for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
          roundStarted = false;
          const completion = await chat.streamCompletion({
            messages,
            tools: round < MAX_TOOL_ROUNDS ? getToolDefinitions() : [],
            signal,
            onText,
          });
          if (completion.toolCalls.length === 0) break;
          messages.push({
            role: 'assistant',
            content: completion.text,
            toolCalls: completion.toolCalls,
          });
          for (const call of completion.toolCalls) {
            const result = runToolCall(call, request.context);
            messages.push({ role: 'tool', toolCallId: call.id, content: toToolJson(result) });
          }
        }
      } catch (error) {
        if (deadline.aborted) return failedAnswer({ kind: 'timeout' });
        if (error instanceof OpenAiCallError) return failedAnswer(error.failure);
        throw error;
      }
      if (reply.trim() === '') return { text: COACH_FAILURE_TEXTS.empty, isError: false };
      return { text: reply, isError: false };
    },
  };
}
