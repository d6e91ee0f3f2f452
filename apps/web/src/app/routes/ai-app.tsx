import { PRODUCT_NAME } from '@jokerwise/contracts';
import { BrainCircuit } from 'lucide-react';
import { ContentPage } from '../../components/layout/content-page';

export function AiAppRoute() {
  return (
    <ContentPage
      icon={BrainCircuit}
      eyebrow="Members"
      title={`${PRODUCT_NAME} AI`}
      description="Your run workspace: record the state of your game, score hands and ask the coach for the next move."
    />
  );
}
