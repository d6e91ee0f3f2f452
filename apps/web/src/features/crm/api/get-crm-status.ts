import {
  crmConnectionDetailsSchema,
  crmSyncStatusSchema,
  type CrmConnectionDetails,
  type CrmSyncStatus,
} from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/admin/ghl/sync-status and connection-details (docs/product/staff-console.md), polled as it says.

export const crmStatusQueryKey = ['/api/admin/ghl/sync-status'] as const;
export const crmConnectionQueryKey = ['/api/admin/ghl/connection-details'] as const;

export function getCrmStatus(signal?: AbortSignal): Promise<CrmSyncStatus> {
  return api.get('/api/admin/ghl/sync-status', { schema: crmSyncStatusSchema, signal });
}

export function getCrmConnection(signal?: AbortSignal): Promise<CrmConnectionDetails> {
  return api.get('/api/admin/ghl/connection-details', {
    schema: crmConnectionDetailsSchema,
    signal,
  });
}

/** While a sync runs the page follows its progress every 2 s; otherwise `pollMs`. */
export const crmStatusQueryOptions = (pollMs: number) =>
  queryOptions({
    queryKey: crmStatusQueryKey,
    queryFn: ({ signal }) => getCrmStatus(signal),
    refetchInterval: (query) => (query.state.data?.status.isSyncInProgress ? 2_000 : pollMs),
  });

export function useCrmStatus(pollMs: number) {
  return useQuery(crmStatusQueryOptions(pollMs));
}

export function useCrmConnection(pollMs: number) {
  return useQuery({
    queryKey: crmConnectionQueryKey,
    queryFn: ({ signal }) => getCrmConnection(signal),
    refetchInterval: pollMs,
  });
}
