import { CRM_LOG_LIMIT_DEFAULT, crmLogsSchema, type CrmLogs } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/ghl/logs?limit=50&offset=0: the latest calls, their summary, 7 days. */
export const crmLogsQueryKey = ['/api/admin/ghl/logs'] as const;

export function getCrmLogs(signal?: AbortSignal): Promise<CrmLogs> {
  return api.get(`/api/admin/ghl/logs?limit=${CRM_LOG_LIMIT_DEFAULT}&offset=0`, {
    schema: crmLogsSchema,
    signal,
  });
}

export const crmLogsQueryOptions = (pollMs: number | false) =>
  queryOptions({
    queryKey: crmLogsQueryKey,
    queryFn: ({ signal }) => getCrmLogs(signal),
    refetchInterval: pollMs,
  });

export function useCrmLogs(pollMs: number | false) {
  return useQuery(crmLogsQueryOptions(pollMs));
}
