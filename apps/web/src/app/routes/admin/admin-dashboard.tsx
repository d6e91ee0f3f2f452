import { LayoutDashboard } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function AdminDashboardRoute() {
  return (
    <ContentPage
      icon={LayoutDashboard}
      eyebrow="Staff"
      title="Admin dashboard"
      description="Users, subscriptions and reconciliation with the payment provider."
    />
  );
}
