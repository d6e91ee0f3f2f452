import { PanelTop } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';
import { HeaderTestPage, StaffOnly } from '../../../features/staff-tools';
import { ToolOnwardLink } from './onward-link';

export function HeaderTestRoute() {
  return (
    <ContentPage
      icon={PanelTop}
      eyebrow="Tools"
      title="Header test"
      actions={<ToolOnwardLink />}
      description="Every state of the site header, side by side, for visual checks."
    >
      <StaffOnly>
        <HeaderTestPage />
      </StaffOnly>
    </ContentPage>
  );
}
