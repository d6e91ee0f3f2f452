import { testPortalSchema, type TestPortal } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/portal/test: the built-in TEST MODE billing portal of the caller. */
export const testPortalQueryKey = ['/api/portal/test'] as const;

export function getTestPortal(signal?: AbortSignal): Promise<TestPortal> {
  return api.get('/api/portal/test', { schema: testPortalSchema, signal });
}

export const testPortalQueryOptions = () =>
  queryOptions({ queryKey: testPortalQueryKey, queryFn: ({ signal }) => getTestPortal(signal) });

export function useTestPortal() {
  return useQuery(testPortalQueryOptions());
}
