import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../features/auth/api/get-me';
import { PortalTestPage } from '../../features/billing';

/** The test provider's TEST MODE billing portal. */
export function PortalTestRoute() {
  const queryClient = useQueryClient();
  return (
    <PortalTestPage
      onSubscriptionChanged={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
    />
  );
}
