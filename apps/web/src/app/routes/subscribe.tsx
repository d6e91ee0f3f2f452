import { Crown } from 'lucide-react';
import { ContentPage } from '../../components/layout/content-page';

export function SubscribeRoute() {
  return (
    <ContentPage
      icon={Crown}
      eyebrow="Plans"
      title="Choose your plan"
      description="Explorer, Master or Legend — start with 2 days free on a monthly or yearly plan, or unlock lifetime access once."
    />
  );
}
