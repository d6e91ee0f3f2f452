import { userInsightsSchema, type UserInsights } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users/insights: sign-ups per day and the status and plan split. */
export function getUserInsights(signal?: AbortSignal): Promise<UserInsights> {
  return api.get('/api/admin/users/insights', { schema: userInsightsSchema, signal });
}

export const userInsightsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/users/insights'],
    queryFn: ({ signal }) => getUserInsights(signal),
  });

export function useUserInsights() {
  return useQuery(userInsightsQueryOptions());
}
