import { subscriptionInfoSchema, type SubscriptionInfo } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/subscription (docs/product/billing.md Subscription info). */
export const subscriptionQueryKey = ['/api/user/subscription'] as const;

export function getSubscription(signal?: AbortSignal): Promise<SubscriptionInfo> {
  return api.get('/api/user/subscription', { schema: subscriptionInfoSchema, signal });
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
