import { MailCheck } from 'lucide-react';
import { ContentPage } from '../../components/layout/content-page';

export function VerifyRoute() {
  return (
    <ContentPage
      icon={MailCheck}
      eyebrow="Almost there"
      title="Enter Verification Code"
      description="We sent a 6-digit code to your e-mail. Enter it to finish signing in."
    />
  );
}
