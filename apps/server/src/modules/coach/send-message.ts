import {
  coachConnectionErrorText,
  type CoachChatResponse,
  type CoachMessage,
} from '@jokerwise/contracts';
import { createRun, DEFAULT_DECK } from '@jokerwise/game';
import { AppError } from '../../http/app-error';
import { getRunDocument } from '../workspace';
import { buildCoachPayload, type CoachRunDocument, type PayloadUser } from './coach-payload';
import type { CoachAnswer, CoachTurn } from './coach-provider';
import type { CoachDeps } from './coach-deps';
import {
  insertCoachMessage,
  listCoachMessages,
  type ChatKey,
  type CoachMessageRow,
} from './coach.repository';

// POST /api/coach/chat in two steps: prepare (find the run; a wrong runId is a 404 before any
// answer starts) and answer (store the question, ask the provider, store the reply).

/** Earlier messages the model sees as the conversation. */
const CONTEXT_MESSAGES = 20;

export interface PreparedChat {
  readonly user: PayloadUser;
  readonly message: string;
  readonly runId: string | null;
  /** The game of the run the chat belongs to (ChatKey). */
  readonly gameId: string | null;
  readonly document: CoachRunDocument;
}

export function toCoachMessage(row: CoachMessageRow): CoachMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    isError: row.isError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's saved run, or a fresh White Stake run when there is none (docs/product/coach.md). */
export async function findCoachRun(
  deps: CoachDeps,
  userId: string,
): Promise<{ runId: string | null; gameId: string | null; document: CoachRunDocument }> {
  const saved = await getRunDocument(deps, userId);
  if (saved) {
    return { runId: saved.id, gameId: saved.document.gameId ?? null, document: saved.document };
  }
  return {
    runId: null,
    gameId: null,
    document: { state: createRun(DEFAULT_DECK, 'White Stake'), hand: [] },
  };
}

export async function prepareCoachChat(
  deps: CoachDeps,
  user: PayloadUser,
  body: {
    readonly message: string;
    readonly runId?: string | undefined;
    readonly gameId?: string | undefined;
  },
): Promise<PreparedChat> {
  const run = await findCoachRun(deps, user.id);
  // One run per user: any other id is someone else's run or none at all.
  if (body.runId !== undefined && body.runId !== run.runId) {
    throw new AppError(404, 'RUN_NOT_FOUND', 'No saved run has this id.');
  }
  // A game the save has not reached yet (New Game a moment ago) already has its own chat.
  return { user, message: body.message, ...run, gameId: body.gameId ?? run.gameId };
}

/** Times of one conversation only go up, so a question always sorts before its answer. */
export function nextMessageTime(now: Date, after: Date | undefined): Date {
  if (after === undefined || now.getTime() > after.getTime()) return now;
  return new Date(after.getTime() + 1);
}

export interface AnswerStream {
  readonly signal: AbortSignal;
  readonly onDelta: (text: string) => void;
}

/**
 * Stores the question, asks the provider and stores its answer. Null when the caller went
 * away before the answer was complete: nothing more is stored (ADR 010).
 */
export async function answerCoachChat(
  deps: CoachDeps,
  chat: PreparedChat,
  stream: AnswerStream,
): Promise<CoachChatResponse | null> {
  const key: ChatKey = { userId: chat.user.id, runId: chat.runId, gameId: chat.gameId };
  const earlier = await listCoachMessages(deps.db, key, CONTEXT_MESSAGES);
  const now = deps.now();
  const payload = buildCoachPayload({
    message: chat.message,
    user: chat.user,
    document: chat.document,
    includeEmail: deps.includeEmail,
    now,
  });
  const question = await insertCoachMessage(deps.db, {
    ...key,
    role: 'user',
    content: chat.message,
    isError: false,
    createdAt: nextMessageTime(now, earlier.at(-1)?.createdAt),
  });
  const history: CoachTurn[] = earlier
    .filter((row) => !row.isError)
    .map((row) => ({ role: row.role, content: row.content }));
  const answer = await askProvider(deps, {
    payload,
    context: { run: chat.document.state, hand: chat.document.hand },
    history,
    signal: stream.signal,
    onDelta: stream.onDelta,
  });
  if (stream.signal.aborted) return null;
  const reply = await insertCoachMessage(deps.db, {
    ...key,
    role: 'assistant',
    content: answer.text,
    isError: answer.isError,
    createdAt: nextMessageTime(deps.now(), question.createdAt),
  });
  return {
    reply: answer.text,
    isError: answer.isError,
    message: toCoachMessage(reply),
    userMessage: toCoachMessage(question),
    provider: deps.provider.name,
  };
}

/** A provider bug still ends as an answer the chat can show, never as a hung request. */
async function askProvider(
  deps: CoachDeps,
  request: Parameters<CoachDeps['provider']['answer']>[0],
): Promise<CoachAnswer> {
  try {
    return await deps.provider.answer(request);
  } catch (error) {
    deps.logger.error({ err: error, provider: deps.provider.name }, 'coach provider failed');
    return {
      text: coachConnectionErrorText('The coach could not answer. Please try again.'),
      isError: true,
    };
  }
}
