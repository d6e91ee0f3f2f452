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
 * The session check of docs/product/accounts.md: no stored token means signed out without a request; with a
 * token, /api/me decides. Any failure silently drops the token (docs/product/accounts.md) and reads as
 * signed out, so this query never errors. Every load and reload of the user is identified.
 */
export async function getMe(
  context: QueryFunctionContext<typeof meQueryKey>,
): Promise<User | null> {
  if (!authToken.get()) return null;
  let user: User | null;
  try {
    user = parseSessionUser(await readMe(context));
  } catch (error) {
    // A cancelled check says nothing about the token.
    if (context.signal.aborted) throw error;
    user = null;
  }
  if (!user) authToken.remove();
  identifyUser(user);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // Without a token the answer is known: signed out, no loading state, no request.
    initialData: () => (authToken.get() ? undefined : null),
  });

export interface Session {
  user: User | null;
  /** True only while a stored token is being checked. */
  isLoading: boolean;
}

/** The signed-in user, shared by the header, the guards and every screen. */
export function useSession(): Session {
  const { data, isPending } = useQuery(meQueryOptions());
  return { user: data ?? null, isLoading: isPending };
}

/**
 * Reads the signed-in user once the stored token is checked: at once when already known, else
 * after the check in flight (or a new one).
 */
export function useReadSessionUser(): () => Promise<User | null> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.ensureQueryData(meQueryOptions()), [queryClient]);
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
