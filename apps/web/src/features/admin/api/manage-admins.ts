import { adminListResponseSchema, type AdminListResponse } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/admins: every admin and why they are one. */
export const adminsQueryKey = ['/api/admin/admins'] as const;

export function getAdmins(signal?: AbortSignal): Promise<AdminListResponse> {
  return api.get('/api/admin/admins', { schema: adminListResponseSchema, signal });
}

export function useAdmins() {
  return useQuery(
    queryOptions({ queryKey: adminsQueryKey, queryFn: ({ signal }) => getAdmins(signal) }),
  );
}
