import { Image } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';
import { SpriteTestPage, StaffOnly } from '../../../features/staff-tools';
import { ToolOnwardLink } from './onward-link';

export function SpriteTestRoute() {
  return (
    <ContentPage
      icon={Image}
      eyebrow="Tools"
      title="Sprite test"
      actions={<ToolOnwardLink />}
      description="Renders card and Joker sprites at every size to check alignment and scaling."
    >
      <StaffOnly>
        <SpriteTestPage />
      </StaffOnly>
    </ContentPage>
  );
}
