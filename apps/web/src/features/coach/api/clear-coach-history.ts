import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coachHistoryQueryKey } from './get-coach-history';

/** DELETE /api/coach/history: clears the chat of the caller's current run. */
export async function clearCoachHistory(): Promise<void> {
  await apiRequest('/api/coach/history', { method: 'DELETE' });
}

export function useClearCoachHistory(runId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCoachHistory,
    onSuccess: () => queryClient.setQueryData(coachHistoryQueryKey(runId), { messages: [] }),
  });
}
