import { RefreshCcw } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function GhlManagementRoute() {
  return (
    <ContentPage
      icon={RefreshCcw}
      eyebrow="Staff"
      title="CRM sync"
      description="Status and controls of the GoHighLevel contact sync."
    />
  );
}
