import { CreditCard } from 'lucide-react';
import { ContentPage } from '../../components/layout/content-page';

export function SubscriptionRoute() {
  return (
    <ContentPage
      icon={CreditCard}
      eyebrow="Billing"
      title="Subscription Management"
      description="See your plan, billing cycle and next payment, switch plans or manage billing."
    />
  );
}
