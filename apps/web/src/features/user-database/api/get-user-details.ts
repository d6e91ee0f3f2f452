import { adminUserDetailsSchema, type AdminUserDetails } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users/:id/details: the Details row. */
export function getUserDetails(id: string, signal?: AbortSignal): Promise<AdminUserDetails> {
  return api.get(`/api/admin/users/${encodeURIComponent(id)}/details`, {
    schema: adminUserDetailsSchema,
    signal,
  });
}

export const userDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', id, 'details'],
    queryFn: ({ signal }) => getUserDetails(id, signal),
  });

export function useUserDetails(id: string) {
  return useQuery(userDetailsQueryOptions(id));
}
