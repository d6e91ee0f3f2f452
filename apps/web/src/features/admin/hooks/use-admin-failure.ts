import { ADMIN_ACCESS_REQUIRED } from '@jokerwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { authToken } from '../../../lib/storage';
import { checkAdminQueryKey } from '../api/check-admin';
import { classifyAdminFailure, type AdminFailure } from '../lib/admin-failure';

/** Tells the app the session changed, so the current user is read again. */
export type SessionChanged = () => unknown;

/**
 * docs/product/staff-console.md: an admin call answering 401 clears the token and goes to /; a 403 goes to / with
 * 'Admin access required'. Returns true when it took the browser away.
 */
export function useAdminFailureHandler(onSessionChanged: SessionChanged) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (failure: AdminFailure): Promise<boolean> => {
      if (failure.kind !== 'session-expired' && failure.kind !== 'forbidden') return false;
      // Effects call this too, and the navigation below flushes synchronously: never while
      // React is still committing.
      await Promise.resolve();
      if (failure.kind === 'forbidden') {
        toast({ title: ADMIN_ACCESS_REQUIRED, variant: 'destructive' });
      }
      // Leave the admin page first, or its guard would redirect the signed-out user to /auth.
      await navigate(paths.home.getHref(), { replace: true, flushSync: true });
      if (failure.kind === 'session-expired') authToken.remove();
      queryClient.removeQueries({ queryKey: checkAdminQueryKey });
      await onSessionChanged();
      return true;
    },
    [navigate, queryClient, onSessionChanged],
  );
}

type FailureHandler = (failure: AdminFailure) => Promise<boolean>;

/** The hub's failure handler for the queries its tabs run (provided by the hub page). */
export const AdminFailureContext = createContext<FailureHandler>(() => Promise.resolve(false));

/** Sends the browser away when a query of an admin screen answers 401 or 403. */
export function useLeaveOnAdminFailure(error: unknown): void {
  const handle = useContext(AdminFailureContext);
  useEffect(() => {
    if (error) void handle(classifyAdminFailure(error));
  }, [error, handle]);
}
