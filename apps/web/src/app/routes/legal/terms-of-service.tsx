import { ScrollText } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function TermsOfServiceRoute() {
  return (
    <ContentPage
      icon={ScrollText}
      eyebrow="Effective June 13, 2025"
      title="Terms of Service"
      description="The agreement between you and us when you use the companion: subscriptions, renewal, cancellation and your responsibilities."
    />
  );
}
