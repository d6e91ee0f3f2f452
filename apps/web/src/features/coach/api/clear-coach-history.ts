import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coachHistoryQueryKey, coachHistoryUrl } from './get-coach-history';

/** DELETE /api/coach/history: clears the chat of the caller's current run and game. */
export async function clearCoachHistory(gameId: string | null): Promise<void> {
  await apiRequest(coachHistoryUrl(gameId), { method: 'DELETE' });
}

export function useClearCoachHistory(runId: string | null, gameId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearCoachHistory(gameId),
    onSuccess: () =>
      queryClient.setQueryData(coachHistoryQueryKey(runId, gameId), { messages: [] }),
  });
}
