import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { meQueryKey } from '../../features/auth/api/get-me';
import { CheckoutTestPage } from '../../features/billing';

/** The test provider's TEST MODE checkout; once paid, the session user is reloaded. */
export function CheckoutTestRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  return (
    <CheckoutTestPage
      key={id}
      checkoutId={id}
      onPaid={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
    />
  );
}
