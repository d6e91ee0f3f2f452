import type { User } from '@jokerwise/contracts';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { getQueryFn } from '../../../lib/api-client';
import { authToken } from '../../../lib/storage';
import { identifyUser } from '../lib/identify-user';
import { parseSessionUser } from '../lib/session-user';

export const meQueryKey = ['/api/me'] as const;

const readMe = getQueryFn({ on401: 'returnNull' });

/**
 * The session check of docs/product/accounts.md: no stored token means signed out without a
 * request; with a token, /api/me decides. A refusal (401) or an answer that is not a user drops
 * the token and reads as signed out. No answer at all — the network, a server error, or the page
 * being left while the check was in flight — says nothing about the token: it is kept and the
 * check fails, to be retried (docs/decisions/041-session-check-keeps-token-without-answer.md).
 * Every load and reload of the user is identified.
 */
export async function getMe(
  context: QueryFunctionContext<typeof meQueryKey>,
): Promise<User | null> {
  if (!authToken.get()) return null;
  const user = parseSessionUser(await readMe(context));
  if (!user) authToken.remove();
  identifyUser(user);
  return user;
}

/** A check without an answer is tried twice more, half a second and a second later. */
const SESSION_CHECK_RETRIES = 2;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // Without a token the answer is known: signed out, no loading state, no request.
    initialData: () => (authToken.get() ? undefined : null),
    retry: SESSION_CHECK_RETRIES,
    retryDelay: (attempt) => 500 * 2 ** attempt,
  });

export interface Session {
  user: User | null;
  /** True only while a stored token is being checked. */
  isLoading: boolean;
  /** The stored token could not be checked (no answer): it is kept, the user is unknown. */
  checkFailed: boolean;
  /** Checks the stored token again after a failed check. */
  recheck: () => void;
  isRechecking: boolean;
}

/** The signed-in user, shared by the header, the guards and every screen. */
export function useSession(): Session {
  const { data, isPending, isError, isFetching, refetch } = useQuery(meQueryOptions());
  return {
    user: data ?? null,
    isLoading: isPending,
    // A failed reload of a known user keeps that user (and so the session).
    checkFailed: isError && data === undefined,
    recheck: () => void refetch(),
    isRechecking: isFetching,
  };
}

/**
 * Reads the signed-in user once the stored token is checked: at once when already known, else
 * after the check in flight (or a new one). A check without an answer reads as signed out: a
 * plan click then offers sign-up rather than failing silently.
 */
export function useReadSessionUser(): () => Promise<User | null> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.ensureQueryData(meQueryOptions()).catch(() => null),
    [queryClient],
  );
}

/** Starts a session from a verify-code result: stores token and user (docs/product/accounts.md). */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, user: User) => {
      authToken.set(token);
      queryClient.setQueryData(meQueryKey, user);
      identifyUser(user);
    },
    [queryClient],
  );
}
