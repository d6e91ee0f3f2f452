import { FileArchive } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';
import { AssetExtractorPage, StaffOnly } from '../../../features/staff-tools';
import { ToolOnwardLink } from './onward-link';

export function AssetExtractorRoute() {
  return (
    <ContentPage
      icon={FileArchive}
      eyebrow="Tools"
      title="Asset extractor"
      actions={<ToolOnwardLink />}
      description="Slices sprite sheets into individual card and Joker images."
    >
      <StaffOnly>
        <AssetExtractorPage />
      </StaffOnly>
    </ContentPage>
  );
}
