import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../../../features/auth/api/get-me';

/** Reads the signed-in user again: after becoming an admin, or when a 401 ended the session. */
export function useReloadUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
}
