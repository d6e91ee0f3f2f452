import { ShieldCheck } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function PrivacyPolicyRoute() {
  return (
    <ContentPage
      icon={ShieldCheck}
      eyebrow="Your data"
      title="Privacy Policy"
      description="What we collect, why we collect it, how long we keep it and who we share it with."
    />
  );
}
