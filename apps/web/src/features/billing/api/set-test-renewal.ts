import { testPortalSchema, type TestPortal } from '@jokerwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';
import { testPortalQueryKey } from './get-test-portal';

export type RenewalChange = 'cancel' | 'resume';

/**
 * POST /api/portal/test/cancel (end at the period's end) or /resume (keep renewing); both answer
 * with the portal as it now stands.
 */
export function setTestRenewal(change: RenewalChange): Promise<TestPortal> {
  return api.post(`/api/portal/test/${change}`, undefined, { schema: testPortalSchema });
}

export function useSetTestRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTestRenewal,
    onSuccess: async (portal) => {
      queryClient.setQueryData(testPortalQueryKey, portal);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
