import { testCheckoutSchema, type TestCheckout } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/checkout/test/:id: the built-in TEST MODE checkout (plan, price, trial). */
export const testCheckoutQueryKey = (id: string) => ['/api/checkout/test', id] as const;

export function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return api.get(`/api/checkout/test/${encodeURIComponent(id)}`, {
    schema: testCheckoutSchema,
    signal,
  });
}

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: testCheckoutQueryKey(id),
    queryFn: ({ signal }) => getTestCheckout(id, signal),
  });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQueryOptions(id));
}
