import { FileArchive } from 'lucide-react';
import { ContentPage } from '../../../components/layout/content-page';
import { AssetExtractorPage, StaffOnly } from '../../../features/staff-tools';

export function AssetExtractorRoute() {
  return (
    <ContentPage
      icon={FileArchive}
      eyebrow="Tools"
      title="Asset extractor"
      description="Slices sprite sheets into individual card and Joker images."
    >
      <StaffOnly>
        <AssetExtractorPage />
      </StaffOnly>
    </ContentPage>
  );
}
