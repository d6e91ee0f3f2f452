import {
  accountDeletedSchema,
  accountMessageSchema,
  accountSchema,
  type Account,
} from '@jokerwise/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

// Account self-service calls (docs/decisions/027-account-self-service.md).

export const accountQueryKey = ['/api/account'] as const;

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/account', { schema: accountSchema, signal }),
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/**
 * A change answered with the account. The session is reloaded rather than written, so the
 * session recorder hears of the update (features/auth/lib/identify-user.ts).
 */
function useAccountChange<TInput>(request: (input: TInput) => Promise<Account>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export const useChangeUsername = () =>
  useAccountChange((username: string) =>
    api.post('/api/account/username', { username }, { schema: accountSchema }),
  );

export const useSetNewsletter = () =>
  useAccountChange((marketingOptIn: boolean) =>
    api.post('/api/account/newsletter', { marketingOptIn }, { schema: accountSchema }),
  );

export const useConfirmEmailChange = () =>
  useAccountChange((input: { email: string; code: string }) =>
    api.post('/api/account/email/confirm', input, { schema: accountSchema }),
  );

export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post('/api/account/email/request-code', { email }, { schema: accountMessageSchema }),
  });

export const useRequestDeletionCode = () =>
  useMutation({
    mutationFn: () =>
      api.post('/api/account/delete/request-code', undefined, { schema: accountMessageSchema }),
  });

export function confirmAccountDeletion(code: string) {
  return api.post('/api/account/delete', { code }, { schema: accountDeletedSchema });
}
