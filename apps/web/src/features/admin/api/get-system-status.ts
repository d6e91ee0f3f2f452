import { systemStatusSchema, type SystemStatus } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/system-status: measured on the server each time it is asked. */
export const systemStatusQueryKey = ['/api/admin/system-status'] as const;

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.get('/api/admin/system-status', { schema: systemStatusSchema, signal });
}

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemStatusQueryKey,
    queryFn: ({ signal }) => getSystemStatus(signal),
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
