import { TerminalSquare } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';

export function DevRoute() {
  return (
    <ContentPage
      icon={TerminalSquare}
      eyebrow="Staff"
      title="Developer console"
      description="Diagnostics for the running system: configuration, jobs and integrations."
    />
  );
}
