import { LockKeyhole } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function AdminLoginRoute() {
  return (
    <ContentPage
      icon={LockKeyhole}
      eyebrow="Staff"
      title="Admin sign-in"
      description="Staff sign in here to reach subscription reconciliation, the user database and CRM sync."
    />
  );
}
