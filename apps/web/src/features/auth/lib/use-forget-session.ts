import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { authToken, clearTemporaryItems } from '../../../lib/storage';
import { meQueryKey } from '../api/get-me';
import { identifyUser } from './identify-user';

/**
 * The browser's half of signing out, after a logout and after the account was deleted: the
 * landing page first, then the token, the temporary items of docs/product/accounts.md and every
 * cached answer.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave a guarded page first, or its guard would send the signed-out user to /auth. The
    // router renders in a transition, which the session update below would overtake; flushSync
    // commits the landing page before the session goes.
    await navigate(paths.home.getHref(), { flushSync: true });
    authToken.remove();
    // Nothing of this person's sign-in or purchase intent is left for the next one.
    clearTemporaryItems();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
    identifyUser(null);
  }, [navigate, queryClient]);
}
