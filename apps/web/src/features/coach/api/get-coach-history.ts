import { coachHistoryResponseSchema, type CoachHistoryResponse } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/coach/history: the chat of the caller's current run and game, oldest first. The
 * server picks the run; the run id and the game id are part of the key so a new run or a new
 * game (New Game) reads its own, empty chat.
 */
export const coachHistoryQueryKey = (runId: string | null, gameId: string | null) =>
  ['/api/coach/history', runId, gameId] as const;

/** The history URL of one game; without a game id the server takes the saved run's. */
export function coachHistoryUrl(gameId: string | null): string {
  return gameId === null
    ? '/api/coach/history'
    : `/api/coach/history?${new URLSearchParams({ gameId }).toString()}`;
}

export function getCoachHistory(
  gameId: string | null,
  signal?: AbortSignal,
): Promise<CoachHistoryResponse> {
  return api.get(coachHistoryUrl(gameId), { schema: coachHistoryResponseSchema, signal });
}

export const coachHistoryQueryOptions = (runId: string | null, gameId: string | null) =>
  queryOptions({
    queryKey: coachHistoryQueryKey(runId, gameId),
    queryFn: ({ signal }) => getCoachHistory(gameId, signal),
    // The chat changes only through this screen, which writes its answers into the cache.
    staleTime: Infinity,
  });

export function useCoachHistory(runId: string | null, gameId: string | null) {
  return useQuery(coachHistoryQueryOptions(runId, gameId));
}
