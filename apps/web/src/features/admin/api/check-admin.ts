import { checkAdminResponseSchema, type CheckAdminResponse } from '@jokerwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_CACHE_MS } from '../lib/admin-cache';

/** GET /api/admin/check-admin → { isAdmin } about the caller (docs/product/staff-console.md). */
export const checkAdminQueryKey = ['/api/admin/check-admin'] as const;

export function checkAdmin(signal?: AbortSignal): Promise<CheckAdminResponse> {
  return api.get('/api/admin/check-admin', { schema: checkAdminResponseSchema, signal });
}

/** docs/product/staff-console.md: the hub's admin check is cached for five minutes. */
export const checkAdminQueryOptions = () =>
  queryOptions({
    queryKey: checkAdminQueryKey,
    queryFn: ({ signal }) => checkAdmin(signal),
    staleTime: ADMIN_CACHE_MS,
  });
