import { devMailboxResponseSchema, type DevMailboxResponse } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/*
 * GET /api/dev/mailbox: the e-mails a development server captured instead of sending. The route
 * exists only when the server runs with NODE_ENV=development; anywhere else it answers 404, which
 * reads as null here: "no local mailbox".
 */
export const devMailboxQueryKey = ['/api/dev/mailbox'] as const;

export async function getDevMailbox(signal?: AbortSignal): Promise<DevMailboxResponse | null> {
  try {
    return await api.get('/api/dev/mailbox', { schema: devMailboxResponseSchema, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** New mail shows up within this long while the mailbox page is open. */
export const MAILBOX_REFRESH_MS = 3000;

export const devMailboxQueryOptions = () =>
  queryOptions({
    queryKey: devMailboxQueryKey,
    queryFn: ({ signal }) => getDevMailbox(signal),
  });

/** The mailbox; with `live`, re-read every few seconds while the server has one. */
export function useDevMailbox({ live }: { live: boolean }) {
  return useQuery({
    ...devMailboxQueryOptions(),
    refetchInterval: (query) => (live && query.state.data ? MAILBOX_REFRESH_MS : false),
  });
}
