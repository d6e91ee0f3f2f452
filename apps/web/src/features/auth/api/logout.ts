import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { authToken, clearTemporaryItems } from '../../../lib/storage';
import { identifyUser } from '../lib/identify-user';
import { meQueryKey } from './get-me';

/** Ends the session on the server; its answer is not read and a failure is ignored (spec 000 §4). */
export async function logout(): Promise<void> {
  await api.post('/api/logout').catch(() => undefined);
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Leave a guarded page first, or its guard would send the signed-out user to /auth. The
      // router renders in a transition, which the session update below would overtake; flushSync
      // commits the landing page before the session goes.
      await navigate(paths.home.getHref(), { flushSync: true });
      authToken.remove();
      // Nothing of this person's sign-in or purchase intent is left for the next one (spec 000 §3).
      clearTemporaryItems();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      identifyUser(null);
    },
  });
}
