import { checkoutConfirmationSchema, type CheckoutConfirmation } from '@jokerwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/checkout/confirmation: is this the signed-in user's checkout, just paid? */
export function getCheckoutConfirmation(
  sessionId: string,
  signal?: AbortSignal,
): Promise<CheckoutConfirmation> {
  const query = new URLSearchParams({ session_id: sessionId });
  return api.get(`/api/checkout/confirmation?${query}`, {
    schema: checkoutConfirmationSchema,
    signal,
  });
}

/** Asked only with a session id and a signed-in user; anyone else is not confirmed. */
export function useCheckoutConfirmation(sessionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/checkout/confirmation', sessionId],
    queryFn: ({ signal }) => getCheckoutConfirmation(sessionId ?? '', signal),
    enabled: enabled && sessionId !== null,
  });
}
