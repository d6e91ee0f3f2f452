import { Mail } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';
import { EmailDiagnosticPage, StaffOnly } from '../../../features/staff-tools';
import { ToolOnwardLink } from './onward-link';

export function EmailDiagnosticRoute() {
  return (
    <ContentPage
      icon={Mail}
      eyebrow="Tools"
      title="E-mail diagnostic"
      actions={<ToolOnwardLink />}
      description="Checks the mail setup and sends a test message to confirm delivery."
    >
      <StaffOnly>
        <EmailDiagnosticPage />
      </StaffOnly>
    </ContentPage>
  );
}
