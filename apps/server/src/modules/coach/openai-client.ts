import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { readErrorMessage, type CoachFailure } from './coach-failures';

// The only file that imports the openai SDK (docs/architecture.md#layout). It speaks Chat Completions with
// streaming to any OpenAI-compatible endpoint (OPENAI_BASE_URL) and hands back plain values, so
// the coach never sees SDK types and tests talk HTTP to a loopback fake.

export interface ChatToolCall {
  readonly id: string;
  readonly name: string;
  /** JSON text as the model wrote it; the caller parses it. */
  readonly arguments: string;
}

export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | {
      readonly role: 'assistant';
      readonly content: string;
      readonly toolCalls?: readonly ChatToolCall[];
    }
  | { readonly role: 'tool'; readonly toolCallId: string; readonly content: string };

export interface ChatToolDefinition {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments. */
  readonly parameters: Record<string, unknown>;
}

export interface StreamedCompletion {
  readonly text: string;
  readonly toolCalls: readonly ChatToolCall[];
}

export interface StreamCompletionInput {
  readonly messages: readonly ChatMessage[];
  readonly tools: readonly ChatToolDefinition[];
  readonly signal: AbortSignal;
  readonly onText: (text: string) => void;
}

export interface OpenAiChat {
  readonly model: string;
  /** One streamed completion; throws OpenAiCallError when the endpoint fails. */
  streamCompletion(input: StreamCompletionInput): Promise<StreamedCompletion>;
}

export interface OpenAiChatOptions {
  readonly baseUrl: string | undefined;
  readonly apiKey: string | undefined;
  readonly model: string;
  /** One attempt at most; the provider's answer deadline bounds attempts and retries together. */
  readonly timeoutMs: number;
}

/** One retry of a failed attempt (429, 5xx, connection), inside the answer's deadline. */
const MAX_RETRIES = 1;

/** A failed call, already sorted into the spec's failure kinds (docs/product/coach.md). */
export class OpenAiCallError extends Error {
  override name = 'OpenAiCallError';
  constructor(readonly failure: CoachFailure) {
    super(failure.kind);
  }
}

/** The SDK's error as a failure kind; its body is read for words, never shown as JSON. */
function toFailure(error: unknown): CoachFailure {
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof APIConnectionError) return { kind: 'network' };
  if (error instanceof APIError && typeof error.status === 'number') {
    return { kind: 'http', status: error.status, body: readErrorMessage(error.error) };
  }
  if (error instanceof APIError) {
    // An error event inside a stream: the SDK's own message would be the event's JSON.
    return { kind: 'other', message: readErrorMessage(error.error) || 'The AI service failed.' };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

function toSdkMessage(message: ChatMessage): OpenAI.Chat.ChatCompletionMessageParam {
  if (message.role === 'tool') {
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
  if (message.role === 'assistant' && message.toolCalls && message.toolCalls.length > 0) {
    return {
      role: 'assistant',
      content: message.content === '' ? null : message.content,
      tool_calls: message.toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    };
  }
  return { role: message.role, content: message.content };
}

interface PartialToolCall {
  id: string;
  name: string;
  arguments: string;
}

export function createOpenAiChat(options: OpenAiChatOptions): OpenAiChat {
  const client = new OpenAI({
    // Explicit values only: the SDK would otherwise read OPENAI_* from process.env itself.
    baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
    // Local OpenAI-compatible servers (Ollama, llama.cpp) take no key; the SDK needs a value.
    apiKey: options.apiKey ?? 'not-needed',
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: MAX_RETRIES,
  });
  return {
    model: options.model,
    async streamCompletion({ messages, tools, signal, onText }) {
      let text = '';
      const calls: PartialToolCall[] = [];
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            messages: messages.map(toSdkMessage),
            ...(tools.length > 0
              ? {
                  tools: tools.map((tool) => ({
                    type: 'function' as const,
                    function: {
                      name: tool.name,
                      description: tool.description,
                      parameters: tool.parameters,
                    },
                  })),
                }
              : {}),
          },
          { signal },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) {
            text += delta.content;
            onText(delta.content);
          }
          for (const part of delta?.tool_calls ?? []) {
            const call = (calls[part.index] ??= { id: '', name: '', arguments: '' });
            if (part.id) call.id = part.id;
            if (part.function?.name) call.name += part.function.name;
            if (part.function?.arguments) call.arguments += part.function.arguments;
          }
        }
      } catch (error) {
        throw new OpenAiCallError(toFailure(error));
      }
      return { text, toolCalls: calls.filter((call) => call.name !== '') };
    },
  };
}
