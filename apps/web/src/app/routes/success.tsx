import { PartyPopper } from 'lucide-react';
import { ContentPage } from '../../components/layout/content-page';

export function SuccessRoute() {
  return (
    <ContentPage
      icon={PartyPopper}
      eyebrow="Payment received"
      title="Subscription Successful!"
      description="Welcome to the table. Your membership is active and your coach is ready."
    />
  );
}
