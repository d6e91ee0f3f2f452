import { billingModeSchema, type BillingMode } from '@jokerwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/billing/mode: which payments provider runs and whether it takes real money. */
export const billingModeQueryKey = ['/api/billing/mode'] as const;

export function getBillingMode(signal?: AbortSignal): Promise<BillingMode> {
  return api.get('/api/billing/mode', { schema: billingModeSchema, signal });
}

export const billingModeQueryOptions = () =>
  queryOptions({
    queryKey: billingModeQueryKey,
    queryFn: ({ signal }) => getBillingMode(signal),
    // Fixed for the life of the server process; a failed read just shows no banner.
    staleTime: Infinity,
    retry: false,
  });

export function useBillingMode() {
  return useQuery(billingModeQueryOptions());
}
