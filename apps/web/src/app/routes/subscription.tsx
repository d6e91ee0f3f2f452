import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../features/auth/api/get-me';
import { SubscriptionPage } from '../../features/billing';

/** docs/product/billing.md Subscription management; a refresh reloads the signed-in user. */
export function SubscriptionRoute() {
  const queryClient = useQueryClient();
  return (
    <SubscriptionPage
      onUserChanged={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
    />
  );
}
