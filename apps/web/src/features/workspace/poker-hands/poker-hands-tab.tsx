import type { WorkspaceDocument } from '@jokerwise/contracts';
import { Calculator } from './components/calculator';
import { CardSelector } from './components/card-selector';
import { HandLevels } from './components/hand-levels';

export interface PokerHandsTabProps {
  document: WorkspaceDocument;
  onChange: (next: WorkspaceDocument) => void;
}

/** The workspace's Poker Hands tab: the hand calculator, hand levels and the hand detector. */
export function PokerHandsTab({ document, onChange }: PokerHandsTabProps) {
  return (
    <section aria-label="Poker Hands" className="grid min-w-0 gap-4 sm:gap-6 lg:grid-cols-2">
      <Calculator document={document} onChange={onChange} />
      <HandLevels document={document} onChange={onChange} />
      <CardSelector document={document} onChange={onChange} />
    </section>
  );
}
