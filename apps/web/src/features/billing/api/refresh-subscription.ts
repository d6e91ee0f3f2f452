import { refreshSubscriptionResponseSchema, type User } from '@jokerwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

/** POST /api/refresh-subscription → { user } (docs/product/billing.md). */
export function refreshSubscription(): Promise<{ user: User }> {
  return api.post('/api/refresh-subscription', undefined, {
    schema: refreshSubscriptionResponseSchema,
  });
}

/** Re-reads the provider, then the page's info; the caller reloads the current user. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
