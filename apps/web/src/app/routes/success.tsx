import { SubscriptionSuccess } from '../../features/marketing/components/subscription-success';

export function SuccessRoute() {
  return <SubscriptionSuccess />;
}
