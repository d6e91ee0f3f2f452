import { urlResponseSchema, type UrlResponse } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/checkout/test/:id/cancel → { url } the player came from (the Plans tab). */
export function cancelTestCheckout(id: string): Promise<UrlResponse> {
  return api.post(`/api/checkout/test/${encodeURIComponent(id)}/cancel`, undefined, {
    schema: urlResponseSchema,
  });
}

export function useCancelTestCheckout(id: string) {
  return useMutation({ mutationFn: () => cancelTestCheckout(id) });
}
