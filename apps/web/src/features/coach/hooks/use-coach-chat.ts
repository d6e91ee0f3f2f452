import {
  COACH_MESSAGE_MAX_LENGTH,
  type CoachHistoryResponse,
  type CoachMessage,
} from '@jokerwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { coachHistoryQueryKey, useCoachHistory } from '../api/get-coach-history';
import { sendCoachMessage } from '../api/send-coach-message';
import { describeChatFailure } from '../lib/chat-failure';

/** The turn being answered: the question, and the reply as far as it has streamed. */
export interface PendingTurn {
  readonly question: CoachMessage;
  readonly reply: string;
}

let localCount = 0;

/** A message shown before (or instead of) the server's stored one. */
function localMessage(role: CoachMessage['role'], content: string, isError = false): CoachMessage {
  return {
    id: `local-${Date.now()}-${(localCount += 1)}`,
    role,
    content,
    isError,
    createdAt: new Date().toISOString(),
  };
}

/**
 * docs/product/coach.md Chat: idle → in flight (further sends ignored) → the reply or a 'Connection
 * Issue' message. Both end up in the history cache of the run, so the list keeps its order;
 * a failed turn the server never stored lives in the cache only until the next load.
 */
export function useCoachChat(
  runId: string | null,
  gameId: string | null = null,
  beforeSend?: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  const history = useCoachHistory(runId, gameId);
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const isInFlight = useRef(false);

  const append = useCallback(
    (...messages: CoachMessage[]) =>
      queryClient.setQueryData<CoachHistoryResponse>(
        coachHistoryQueryKey(runId, gameId),
        (old) => ({
          messages: [...(old?.messages ?? []), ...messages],
        }),
      ),
    [queryClient, runId, gameId],
  );

  /** docs/product/coach.md: empty, whitespace-only or too long text, or a send while in flight, is ignored. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || message.length > COACH_MESSAGE_MAX_LENGTH || isInFlight.current) {
        return false;
      }
      isInFlight.current = true;
      const question = localMessage('user', message);
      setPending({ question, reply: '' });
      const body = {
        message,
        ...(runId === null ? {} : { runId }),
        ...(gameId === null ? {} : { gameId }),
      };
      // The answer reads the saved run: edits not saved yet go first. A failed save still
      // lets the question go; the answer then reads the last saved run.
      const isReady = beforeSend ? beforeSend().catch(() => undefined) : Promise.resolve();
      void isReady
        .then(() =>
          sendCoachMessage(body, {
            onDelta: (delta) =>
              setPending((turn) => (turn ? { ...turn, reply: turn.reply + delta } : turn)),
          }),
        )
        .then(
          (response) => append(response.userMessage, response.message),
          (error: unknown) =>
            append(question, localMessage('assistant', describeChatFailure(error), true)),
        )
        .finally(() => {
          isInFlight.current = false;
          setPending(null);
        });
      return true;
    },
    [append, runId, gameId, beforeSend],
  );

  return {
    messages: history.data?.messages ?? [],
    isLoading: history.isPending,
    loadError: history.error,
    retryLoad: history.refetch,
    pending,
    isSending: pending !== null,
    send,
  };
}
