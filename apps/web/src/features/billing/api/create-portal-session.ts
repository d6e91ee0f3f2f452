import { urlResponseSchema } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/create-portal-session → { url } of the billing portal (docs/product/accounts.md). */
export function createPortalSession(): Promise<{ url: string }> {
  return api.post('/api/create-portal-session', undefined, { schema: urlResponseSchema });
}

export function useCreatePortalSession() {
  return useMutation({ mutationFn: createPortalSession });
}
