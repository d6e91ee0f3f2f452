import { z } from 'zod';

// docs/product/coach.md (Chat, send rules, the coach's answers, constants): the AI
// strategy coach's calls. The answer is JSON, or server-sent events when Accept includes
// text/event-stream (COACH_SSE_EVENTS).

/** docs/product/coach.md: the longest message the coach accepts. */
export const COACH_MESSAGE_MAX_LENGTH = 2000;
/** GET /api/coach/history returns at most this many messages (the latest, oldest first). */
export const COACH_HISTORY_LIMIT = 100;

export const COACH_ROLES = ['user', 'assistant'] as const;
export type CoachRole = (typeof COACH_ROLES)[number];

export const COACH_PROVIDERS = ['builtin', 'webhook', 'openai'] as const;
export type CoachProvider = (typeof COACH_PROVIDERS)[number];

/** POST /api/coach/chat */
export const coachChatBodySchema = z.object({
  message: z.string().trim().min(1).max(COACH_MESSAGE_MAX_LENGTH),
  /** The caller's saved run; another user's run is a 404. */
  runId: z.uuid().optional(),
  /** The game the chat belongs to (the workspace document's gameId); defaults to the saved one. */
  gameId: z.uuid().optional(),
});
export type CoachChatBody = z.infer<typeof coachChatBodySchema>;

/** One stored chat message. */
export const coachMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(COACH_ROLES),
  content: z.string(),
  /** An assistant message that reports a failure (docs/product/coach.md): shown as an error bubble. */
  isError: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/** The JSON answer of POST /api/coach/chat, and the data of the SSE `done` event. */
export const coachChatResponseSchema = z.object({
  reply: z.string(),
  isError: z.boolean(),
  /** The stored assistant message. */
  message: coachMessageSchema,
  /** The stored user message. */
  userMessage: coachMessageSchema,
  provider: z.enum(COACH_PROVIDERS),
});
export type CoachChatResponse = z.infer<typeof coachChatResponseSchema>;

/** GET /api/coach/history: the caller's current run's messages, oldest first. */
/** Which game's chat: the workspace document's gameId; without it, the saved run's game. */
export const coachHistoryQuerySchema = z.object({ gameId: z.uuid().optional() });
export type CoachHistoryQuery = z.infer<typeof coachHistoryQuerySchema>;

export const coachHistoryResponseSchema = z.object({
  messages: z.array(coachMessageSchema),
});
export type CoachHistoryResponse = z.infer<typeof coachHistoryResponseSchema>;

/** docs/product/coach.md: a failed answer is an AI message headed this. */
export const COACH_ERROR_TITLE = 'Connection Issue';

/**
 * docs/product/coach.md, word for word: the texts of a failed or empty answer. The server stores
 * them as the assistant message; the web shows the same texts when its own request to the
 * server times out or cannot connect.
 */
export const COACH_FAILURE_TEXTS = {
  timeout: 'Request timed out. The AI service may be busy processing your request.',
  network: 'Cannot reach the AI service. This could be a temporary network issue.',
  notFound:
    'AI service endpoint not found. The workflow may not be published or the URL may be incorrect.',
  serverError: 'AI service encountered an internal error. This is usually temporary.',
  notConfigured:
    'AI service not configured. The webhook URL is missing from environment variables.',
  /** A JSON answer without any reply field. */
  unclear: 'The mystical energies are unclear. Please try again.',
  /** A plain-text answer with no text. */
  empty: 'Empty response received from AI.',
} as const;

/** docs/product/coach.md "Other": 'Connection error: {message}'. */
export function coachConnectionErrorText(message: string): string {
  return `Connection error: ${message}`;
}

/**
 * Server-sent event names of POST /api/coach/chat with Accept: text/event-stream. Each event's
 * data is one line of JSON:
 * - delta: `{ text }`, a piece of the reply to append;
 * - done: a CoachChatResponse (the final reply and the stored messages), the last event; its
 *   `reply` is the text to keep (it can differ from the deltas, e.g. an empty answer). An AI
 *   service failure is a `done` too, with isError: true and a COACH_FAILURE_TEXTS reply;
 * - error: an ErrorBody (errors.ts), the last event, only when the server itself failed and
 *   no answer was stored.
 * Request errors (400, 401, 403, 404, 429) come before the stream starts, as JSON.
 */
export const COACH_SSE_EVENTS = {
  delta: 'delta',
  done: 'done',
  error: 'error',
} as const;
export type CoachSseEvent = (typeof COACH_SSE_EVENTS)[keyof typeof COACH_SSE_EVENTS];

export const coachDeltaEventSchema = z.object({ text: z.string() });
export type CoachDeltaEvent = z.infer<typeof coachDeltaEventSchema>;
