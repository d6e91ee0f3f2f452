import { checkAdminResponseSchema } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/admin/check-admin; a visitor (401) is simply not staff. The server guards anyway. */
export function useIsStaff() {
  return useQuery(
    queryOptions({
      queryKey: ['/api/admin/check-admin', 'staff-tools'] as const,
      queryFn: async ({ signal }) => {
        try {
          const answer = await api.get('/api/admin/check-admin', {
            schema: checkAdminResponseSchema,
            signal,
          });
          return answer.isAdmin;
        } catch (error) {
          if (isApiError(error, 401)) return false;
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    }),
  );
}
