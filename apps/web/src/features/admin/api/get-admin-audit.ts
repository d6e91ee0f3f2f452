import { adminAuditPageSchema, type AdminAuditPage } from '@jokerwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/audit: the staff audit trail, newest first, a page at a time. */
export const adminAuditQueryKey = ['/api/admin/audit'] as const;
const PAGE_SIZE = 25;

export function getAdminAudit(
  before: string | null,
  signal?: AbortSignal,
): Promise<AdminAuditPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set('before', before);
  return api.get(`/api/admin/audit?${query}`, { schema: adminAuditPageSchema, signal });
}

export const adminAuditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminAuditQueryKey,
    queryFn: ({ pageParam, signal }) => getAdminAudit(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminAudit() {
  return useInfiniteQuery(adminAuditQueryOptions());
}
