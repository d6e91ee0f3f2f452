import { coachHistoryResponseSchema, type CoachHistoryResponse } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/coach/history: the chat of the caller's current run, oldest first. The server picks
 * the run; the run id is part of the key so a new run reads its own (empty) chat.
 */
export const coachHistoryQueryKey = (runId: string | null) =>
  ['/api/coach/history', runId] as const;

export function getCoachHistory(signal?: AbortSignal): Promise<CoachHistoryResponse> {
  return api.get('/api/coach/history', { schema: coachHistoryResponseSchema, signal });
}

export const coachHistoryQueryOptions = (runId: string | null) =>
  queryOptions({
    queryKey: coachHistoryQueryKey(runId),
    queryFn: ({ signal }) => getCoachHistory(signal),
    // The chat changes only through this screen, which writes its answers into the cache.
    staleTime: Infinity,
  });

export function useCoachHistory(runId: string | null) {
  return useQuery(coachHistoryQueryOptions(runId));
}
