import type { WorkspaceDocument } from '@jokerwise/contracts';
import { Calculator } from './components/calculator';
import { HandDetector } from './components/hand-detector';
import { HandLevels } from './components/hand-levels';
import { useHand } from './hooks/use-hand';

export interface PokerHandsTabProps {
  document: WorkspaceDocument;
  onChange: (next: WorkspaceDocument) => void;
}

/**
 * The workspace's Poker Hands tab: the hand calculator, hand levels and the hand detector. The
 * calculator and the detector share one hand of cards (docs/decisions/031-one-hand-of-cards.md).
 */
export function PokerHandsTab({ document, onChange }: PokerHandsTabProps) {
  const hand = useHand(document, onChange);
  return (
    <section aria-label="Poker Hands" className="grid min-w-0 gap-4 sm:gap-6 lg:grid-cols-2">
      <Calculator document={document} onChange={onChange} hand={hand} />
      <HandLevels document={document} onChange={onChange} />
      <HandDetector state={document.state} hand={hand} />
    </section>
  );
}
