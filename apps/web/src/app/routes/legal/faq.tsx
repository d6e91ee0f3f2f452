import { CircleHelp } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function FaqRoute() {
  return (
    <ContentPage
      icon={CircleHelp}
      eyebrow="Last revised July 1, 2025"
      title="Frequently Asked Questions"
      description="Free trials, billing, cancelling and using the companion on a second device — answered."
    />
  );
}
