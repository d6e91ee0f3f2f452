import { urlResponseSchema, type UrlResponse } from '@jokerwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/checkout/test/:id/pay → { url } to go to next (the success page). */
export function payTestCheckout(id: string): Promise<UrlResponse> {
  return api.post(`/api/checkout/test/${encodeURIComponent(id)}/pay`, undefined, {
    schema: urlResponseSchema,
  });
}

export function usePayTestCheckout(id: string) {
  return useMutation({ mutationFn: () => payTestCheckout(id) });
}
